import type { SessionAccount } from '../../sessions/session-store';
import { userNotFound } from '../shared/refusals';
import type { PathStep, TeamOf, TeamScope } from './team-scope';

/** The team a report shows: the caller's own, or a sub-agent's, with the sub-agents on the way down to it. */
export interface ViewedTeam {
  readonly team: TeamOf;
  readonly path: PathStep[];
}

/**
 * The team a report of `agent` views: its own, or with `under` the team of the sub-agent of that
 * username anywhere in its team (404 USER_NOT_FOUND when there is none, so that no agent reaches
 * a team outside its own).
 */
export function viewedTeamOf(scope: TeamScope, agent: SessionAccount, under: string | null): ViewedTeam {
  const own: TeamOf = { agentId: agent.memberId, merchantCode: agent.merchantCode };
  if (under === null) return { team: own, path: [] };
  const subAgent = scope.subAgent(own, under);
  if (!subAgent) throw userNotFound();
  return { team: { agentId: subAgent.id, merchantCode: agent.merchantCode }, path: scope.pathTo(agent.memberId, subAgent.id) };
}
