import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { unreadBadge } from '@gp/domain';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const labelMessage = defineMessage<{ count: string }>({
  id: 'ui.unreadBadge.label',
  defaultMessage: '{count} unread',
  description: 'Spoken unread count of a badge; count may be 99+',
});

/** Props of UnreadBadge. */
export interface UnreadBadgeProps {
  /** Unread items; nothing is drawn for 0 or none. */
  readonly count: number | null | undefined;
}

const Pill = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.danger};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: 1;
`;

/** A small count of unread items: '99+' above 99, hidden at 0; screen readers hear '3 unread'. */
export function UnreadBadge({ count }: UnreadBadgeProps) {
  const intl = useIntl();
  const text = unreadBadge(count);
  if (text === null) return null;
  return (
    <Pill>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>{intl.formatMessage(labelMessage, { count: text })}</VisuallyHidden>
    </Pill>
  );
}
