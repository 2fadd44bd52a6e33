import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { FEATURE_FLAGS, isFeatureEnabled, messageCentreEntries, pathOf, type MessageCentreEntry } from '@gp/domain';
import { ChannelPopup, UiLink, UnreadBadge } from '@gp/ui';
import { useDownloadStore, useRootStore, useSystemStore } from '../../app/store-context';
import { useCustomerService } from '../../frame/use-frame-actions';
import { useGuard } from '../../frame/use-guard';
import { MESSAGE_CENTRE_MESSAGES } from './message-centre-messages';
import { useOpenChat } from './use-open-chat';

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

/**
 * The message centre (/m/message, SPEC §2 'Message centre'): the brand's social channels (in the
 * channel popup), announcements, the player's messages and, when the merchant runs it, the live
 * chat, each with its unread badge (99+ at most), and customer service. Guests and trial accounts
 * get the permission table's answer on the inbox and the chat (login, or 'free_reject').
 */
export const MessageCentrePage = observer(function MessageCentrePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const root = useRootStore();
  const system = useSystemStore();
  const guard = useGuard();
  const openChat = useOpenChat();
  const customerService = useCustomerService();
  const download = useDownloadStore();
  const [channelsOpen, setChannelsOpen] = useState(false);
  // Every address has passed the link allow-list (domain `channelLinks`).
  const channels = download.channels;
  const unread = root.unread;
  const entries = messageCentreEntries({
    channelsAvailable: channels.length > 0,
    chatEnabled: isFeatureEnabled(system.flags, FEATURE_FLAGS.chat),
    customerServiceAvailable: customerService !== undefined,
  });
  const label = (entry: MessageCentreEntry, count?: number): ReactNode => (
    <>
      <span>{intl.formatMessage(MESSAGE_CENTRE_MESSAGES[entry])}</span>
      {count === undefined ? null : <UnreadBadge count={count} />}
    </>
  );
  const openInbox = async () => {
    if (await guard('inbox')) await navigate(pathOf('inbox'));
  };
  const rowOf = (entry: MessageCentreEntry): ReactNode => {
    switch (entry) {
      case 'channels':
        return (
          <RowButton type="button" aria-haspopup="dialog" onClick={() => setChannelsOpen(true)}>
            {label(entry)}
          </RowButton>
        );
      case 'announcements':
        return <RowLink to={pathOf('notice')}>{label(entry, unread.announcements)}</RowLink>;
      case 'inbox':
        return <RowButton type="button" onClick={() => void openInbox()}>{label(entry, unread.inbox)}</RowButton>;
      case 'chat':
        return <RowButton type="button" onClick={() => void openChat()}>{label(entry, unread.chat)}</RowButton>;
      case 'customerService':
        return <RowButton type="button" onClick={customerService}>{label(entry)}</RowButton>;
    }
  };
  return (
    <>
      <List aria-label={intl.formatMessage(MESSAGE_CENTRE_MESSAGES.entries)}>
        {entries.map((entry) => (
          <li key={entry}>{rowOf(entry)}</li>
        ))}
      </List>
      {channelsOpen ? <ChannelPopup links={channels} onClose={() => setChannelsOpen(false)} /> : null}
    </>
  );
});
