import type { FastifyInstance } from 'fastify';
import { ok, rateLimitedError } from '../../http/envelope';
import { idempotencyKeyOf } from '../../http/idempotency-store';
import { pageOf, pageRequestOf } from '../../http/paging';
import type { PlatformContext } from '../../platform-context';
import { SqliteRateLimiter } from '../../rate-limit/sqlite-rate-limiter';
import { readEncryptedBody } from '../../security/encrypted-body';
import { requireDownlineAgent } from '../shared/agent-access';
import { queryText } from '../shared/query-text';
import { DownlineRepository } from './downline-repository';
import { DownlineRegistration, type AgentRegisterPayload } from './register-downline';
import { TransferList } from './transfer-list';
import { AgentTransferService, type AgentTransferPayload } from './transfer-service';

/** Registration attempts one agent may make, failed ones included: 20 per hour. */
const REGISTRATIONS_PER_HOUR = { limit: 20, windowMs: 60 * 60_000 } as const;

/** POST /wps/agent/transferDownline, GET /wps/agent/transfers, PUT /wps/agent/register. */
export function registerDownlineRoutes(app: FastifyInstance, context: PlatformContext): void {
  const downline = new DownlineRepository(context.db);
  const transfers = new AgentTransferService(context);
  const transferList = new TransferList(context.db);
  const registration = new DownlineRegistration(context);
  const registrations = new SqliteRateLimiter(context.db, REGISTRATIONS_PER_HOUR);

  app.post('/wps/agent/transferDownline', async (request) => {
    const agent = requireDownlineAgent(request, context);
    const key = idempotencyKeyOf(request);
    const payload = await readEncryptedBody<AgentTransferPayload>(request, context, 'AgentTransferPayload');
    return ok(await transfers.transfer(agent, key, payload));
  });

  app.get('/wps/agent/transfers', async (request) => {
    const agent = requireDownlineAgent(request, context);
    const username = queryText(request.query, 'username');
    const page = pageRequestOf(request.query);
    return ok({
      transfers: transferList.page(agent.memberId, username, page.pageSize, page.offset),
      page: pageOf(page, transferList.count(agent.memberId, username)),
    });
  });

  app.put('/wps/agent/register', async (request) => {
    const agent = requireDownlineAgent(request, context);
    // Every attempt counts, failed ones too, before anything is checked: the limit also bounds
    // how many usernames an agent can probe.
    const decision = registrations.consume(`agent-register:${agent.memberId}`, context.now());
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterMs, 'Too many registration attempts, please try again later');
    const payload = await readEncryptedBody<AgentRegisterPayload>(request, context, 'AgentRegisterPayload');
    const memberId = await registration.register(agent, payload);
    return ok(downline.registered(memberId, agent.username));
  });
}
