import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import type { InboxMessage } from '@gp/api-client';
import { Button, LoadFailed, UiLink } from '@gp/ui';
import { readableLinks } from '../../content/readable-links';
import { ServerText } from '../../content/server-text';
import { INBOX_TEXT } from './inbox-messages';

/** Props of InboxReader. */
export interface InboxReaderProps {
  /** The message, or null while it loads. */
  readonly message: InboxMessage | null;
  /** Why it could not be read (translated), or null. */
  readonly failure: string | null;
  readonly deleting: boolean;
  readonly onDelete: () => void;
  readonly onRetry: () => void;
  readonly onLink: (href: string) => void;
}

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  min-height: 50vh;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const When = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;


const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  ${readableLinks}
`;

/** One inbox message read in full: title, time, the operator's text, Delete and the way back to the list. */
export function InboxReader({ message, failure, deleting, onDelete, onRetry, onLink }: InboxReaderProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (failure !== null) return <LoadFailed title={t(INBOX_TEXT.readFailed)} reason={failure} onRetry={onRetry} />;
  if (message === null) return <Article aria-busy="true" />;
  return (
    <Article aria-labelledby="inbox-message-title">
      <h2 id="inbox-message-title">{message.title}</h2>
      <When>{intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' })}</When>
      <ServerText html={message.content} onLink={onLink} />
      <Actions>
        <UiLink to={pathOf('inbox')}>{t(INBOX_TEXT.allMessages)}</UiLink>
        <Button variant="secondary" onClick={onDelete} disabled={deleting} aria-busy={deleting}>
          {t(INBOX_TEXT.delete)}
        </Button>
      </Actions>
    </Article>
  );
}
