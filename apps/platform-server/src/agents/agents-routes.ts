import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform-context';
import { registerChatRoutes } from './chat/chat-routes';
import { registerContractRoutes } from './contracts/contract-routes';
import { registerDownlineRoutes } from './downline/downline-routes';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { registerInboxRoutes } from './inbox/inbox-routes';

/** Registers the calls of the agents area: agent downline, team betting, transfers, contract requests, feedback, chat and inbox. */
export function registerAgentsRoutes(app: FastifyInstance, context: PlatformContext): void {
  registerDownlineRoutes(app, context);
  registerContractRoutes(app, context);
  registerFeedbackRoutes(app, context);
  registerChatRoutes(app, context);
  registerInboxRoutes(app, context);
}
