import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { registerChatRoutes } from './chat/chat-routes';
import { registerCommissionRoutes } from './commission/commission-routes';
import { registerContractRoutes } from './contracts/contract-routes';
import { registerDownlineRoutes } from './downline/downline-routes';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { registerInboxRoutes } from './inbox/inbox-routes';
import { registerOverviewRoutes } from './overview/overview-routes';
import { registerTeamRoutes } from './team/team-routes';

/**
 * Registers the calls of the agents area: the agent centre (overview, invitation, team list, team
 * betting, transfers, contract requests, commission), feedback, chat and inbox.
 */
export function registerAgentsRoutes(app: FastifyInstance, context: PlatformContext): void {
  registerOverviewRoutes(app, context);
  registerTeamRoutes(app, context);
  registerDownlineRoutes(app, context);
  registerContractRoutes(app, context);
  registerCommissionRoutes(app, context);
  registerFeedbackRoutes(app, context);
  registerChatRoutes(app, context);
  registerInboxRoutes(app, context);
}
