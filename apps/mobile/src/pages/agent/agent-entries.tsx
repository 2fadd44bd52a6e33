import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CONTRACT_KINDS, contractRouteOf, pathOf, pendingContractCount, type PendingContractCounts, type RouteId } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { CENTRE_TEXT as text, KIND_TEXT, PENDING_TEXT } from './agent-messages';

/** Props of AgentEntries. */
export interface AgentEntriesProps {
  /** Requests waiting per kind, once known. */
  readonly pending: PendingContractCounts | null;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: grid;
    align-content: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: calc(${({ theme }) => theme.size.touchTarget} * 1.5);
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: none;
  }
  small {
    justify-self: start;
    padding: 0 ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const TOOLS = [
  ['agentTeam', text.team],
  ['agentBetting', text.betting],
  ['agentTransfer', text.transfer],
  ['agentCommission', text.commission],
  ['agentRegister', text.register],
] as const satisfies readonly (readonly [RouteId, unknown])[];

/** The agent centre's entries: team, team betting, transfer, commission, registration, and the three contracts with their waiting requests. */
export function AgentEntries({ pending }: AgentEntriesProps) {
  const intl = useIntl();
  const countOf = (kind: (typeof CONTRACT_KINDS)[number]) => (pending === null ? 0 : pendingContractCount(pending, kind));
  return (
    <nav aria-label={intl.formatMessage(text.entries)}>
      <List>
        {TOOLS.map(([route, label]) => (
          <li key={route}>
            <UiLink to={pathOf(route)}>{intl.formatMessage(label)}</UiLink>
          </li>
        ))}
        {CONTRACT_KINDS.map((kind) => (
          <li key={kind}>
            <UiLink to={pathOf(contractRouteOf(kind))}>
              {intl.formatMessage(KIND_TEXT[kind])}
              {countOf(kind) > 0 ? <small>{intl.formatMessage(PENDING_TEXT, { count: countOf(kind) })}</small> : null}
            </UiLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
