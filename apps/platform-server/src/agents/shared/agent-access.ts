import type { FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../platform-context';
import { requireAgent, requireFeature } from '../../sessions/session-hook';
import type { SessionAccount } from '../../sessions/session-store';

/** Downline management module under AGENTPOLICY3: the team, its reports, transfers, the invitation. */
export const DOWNLINE_MODULE = 'AGEDOWNMAN3';
/** Commission module under AGENTPOLICY3: contract requests and commission statements. */
export const CONTRACTS_MODULE = 'COMM3';

/**
 * The agent of the request with the downline module on: guests 401, trial accounts 403
 * TRIAL_NOT_ALLOWED, players and merchants with the module (or AGENTPOLICY3) off 403 NO_PERMISSION.
 */
export function requireDownlineAgent(request: FastifyRequest, context: PlatformContext): SessionAccount {
  const agent = requireAgent(request, context.merchants);
  requireFeature(request, context.merchants, DOWNLINE_MODULE);
  return agent;
}

/** The agent of the request with the commission module on; refused as requireDownlineAgent. */
export function requireContractAgent(request: FastifyRequest, context: PlatformContext): SessionAccount {
  const agent = requireAgent(request, context.merchants);
  requireFeature(request, context.merchants, CONTRACTS_MODULE);
  return agent;
}
