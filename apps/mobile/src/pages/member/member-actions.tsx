import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf, type MemberQuickAction } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { MEMBER_MESSAGES as M } from './member-messages';

const Row = styled.nav<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Action = styled(UiLink)<{ $primary: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : 'transparent')};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.text)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-align: center;
  text-decoration: none;
`;

/** Props of MemberActions. */
export interface MemberActionsProps {
  /** The actions in order (domain `memberQuickActions`). */
  readonly actions: readonly MemberQuickAction[];
}

/** The quick actions under the balance: deposit (the main one), withdraw, payout accounts, and the promos' screens the merchant runs. */
export function MemberActions({ actions }: MemberActionsProps) {
  const intl = useIntl();
  return (
    // Up to four fit a phone's row; five or six go three a row.
    <Row aria-label={intl.formatMessage(M.actions)} $columns={actions.length > 4 ? 3 : Math.max(actions.length, 1)}>
      {actions.map((action) => (
        <Action key={action.id} to={pathOf(action.route)} $primary={action.id === 'deposit'}>
          {intl.formatMessage(M[action.id])}
        </Action>
      ))}
    </Row>
  );
}
