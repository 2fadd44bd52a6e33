import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { PlatformContext } from '../../platform-context';
import { requireDownlineAgent } from '../shared/agent-access';
import { reportPeriodOf } from '../team/report-period';
import { AgentInvitationCodes } from './agent-invitation';
import { AgentOverview } from './overview-service';

/** GET /wps/agent/overview and GET /wps/agent/invitation. */
export function registerOverviewRoutes(app: FastifyInstance, context: PlatformContext): void {
  const overview = new AgentOverview(context);
  const invitations = new AgentInvitationCodes(context.db);

  app.get('/wps/agent/overview', async (request) => {
    const agent = requireDownlineAgent(request, context);
    const now = context.now();
    return ok(overview.view(agent, reportPeriodOf(request.query, 'today', now), now));
  });

  app.get('/wps/agent/invitation', async (request) => {
    const agent = requireDownlineAgent(request, context);
    return ok({ code: invitations.ensure(agent.memberId, agent.merchantCode) });
  });
}
