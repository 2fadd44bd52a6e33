import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import type { InboxMessageSummary } from '@gp/api-client';
import { UiLink } from '@gp/ui';
import { INBOX_TEXT } from './inbox-messages';

const Row = styled(UiLink)<{ $unread: boolean }>`
  display: grid;
  gap: 0.125rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  strong {
    font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weightBold : theme.font.weightRegular)};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Unread = styled.em`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-style: normal;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** One message of the inbox list: its title (bold while unread), preview and date; it opens the message. */
export function InboxRow({ message }: { readonly message: InboxMessageSummary }) {
  const intl = useIntl();
  return (
    <Row to={`${pathOf('inbox')}?id=${message.id}`} $unread={!message.read}>
      {!message.read && <Unread>{intl.formatMessage(INBOX_TEXT.unread)}</Unread>}
      <strong>{message.title}</strong>
      <span>{message.preview}</span>
      <span>{intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' })}</span>
    </Row>
  );
}
