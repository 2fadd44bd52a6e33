import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { pathOf, type MessageCentreEntry } from '@gp/domain';
import { UiLink, UnreadBadge } from '@gp/ui';
import { MESSAGE_CENTRE_MESSAGES } from './message-centre-messages';

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  list-style: none;
`;

/** One entry: a full-width row, at least 56 px tall, with its badge at the end. */
const rowStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 3.5rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const RowLink = styled(UiLink)`
  ${rowStyle}
`;

const RowButton = styled.button`
  ${rowStyle}
`;

/** The unread counts the message centre's entries show. */
export interface MessageCentreCounts {
  readonly announcements: number;
  readonly inbox: number;
  readonly chat: number;
}

/** What the message centre's list shows and what its buttons do. */
export interface MessageCentreListProps {
  /** The entries in order (domain `messageCentreEntries`). */
  readonly entries: readonly MessageCentreEntry[];
  readonly counts: MessageCentreCounts;
  /** A tap on an entry that is a button (every one but the announcements, which is a link). */
  readonly onSelect: (entry: Exclude<MessageCentreEntry, 'announcements'>) => void;
}

/**
 * The message centre's entries as full-width rows with their unread badges (99+ at most):
 * announcements link to their list; the channels, inbox, chat and customer service are buttons.
 */
export function MessageCentreList({ entries, counts, onSelect }: MessageCentreListProps) {
  const intl = useIntl();
  const label = (entry: MessageCentreEntry, count?: number): ReactNode => (
    <>
      <span>{intl.formatMessage(MESSAGE_CENTRE_MESSAGES[entry])}</span>
      {count === undefined ? null : <UnreadBadge count={count} />}
    </>
  );
  const rowOf = (entry: MessageCentreEntry): ReactNode => {
    if (entry === 'announcements') return <RowLink to={pathOf('notice')}>{label(entry, counts.announcements)}</RowLink>;
    const count = entry === 'inbox' || entry === 'chat' ? counts[entry] : undefined;
    return (
      <RowButton type="button" aria-haspopup={entry === 'channels' ? 'dialog' : undefined} onClick={() => onSelect(entry)}>
        {label(entry, count)}
      </RowButton>
    );
  };
  return (
    <List aria-label={intl.formatMessage(MESSAGE_CENTRE_MESSAGES.entries)}>
      {entries.map((entry) => (
        <li key={entry}>{rowOf(entry)}</li>
      ))}
    </List>
  );
}
