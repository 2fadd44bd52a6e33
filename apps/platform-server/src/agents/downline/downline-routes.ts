import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok, rateLimitedError } from '../../http/envelope';
import { idempotencyKeyOf } from '../../http/idempotency-store';
import { pageOf, pageRequestOf } from '../../http/paging';
import type { PlatformContext } from '../../platform-context';
import { SqliteRateLimiter } from '../../rate-limit/sqlite-rate-limiter';
import { readEncryptedBody } from '../../security/encrypted-body';
import { requireAgent, requireFeature } from '../../sessions/session-hook';
import type { SessionAccount } from '../../sessions/session-store';
import { dayPeriodBounds, dayPeriodOf } from '../../time/manila-days';
import { queryText } from '../shared/query-text';
import { DownlineRepository } from './downline-repository';
import { DownlineRegistration, type AgentRegisterPayload } from './register-downline';
import { TeamBettingRepository } from './team-betting-repository';
import { AgentTransferService, type AgentTransferPayload } from './transfer-service';

/** Downline management module under AGENTPOLICY3. */
const DOWNLINE_MODULE = 'AGEDOWNMAN3';
/** Registration attempts one agent may make, failed ones included: 20 per hour. */
const REGISTRATIONS_PER_HOUR = { limit: 20, windowMs: 60 * 60_000 } as const;

/** The agent of the request, with the downline module on; 403 NO_PERMISSION otherwise. */
function requireDownlineAgent(request: FastifyRequest, context: PlatformContext): SessionAccount {
  const agent = requireAgent(request, context.merchants);
  requireFeature(request, context.merchants, DOWNLINE_MODULE);
  return agent;
}

/** GET /wps/agent/downline, GET /wps/agent/teamBetting, POST /wps/agent/transferDownline, PUT /wps/agent/register. */
export function registerDownlineRoutes(app: FastifyInstance, context: PlatformContext): void {
  const downline = new DownlineRepository(context.db);
  const betting = new TeamBettingRepository(context.db);
  const transfers = new AgentTransferService(context);
  const registration = new DownlineRegistration(context);
  const registrations = new SqliteRateLimiter(context.db, REGISTRATIONS_PER_HOUR);

  app.get('/wps/agent/downline', async (request) => {
    const agent = requireDownlineAgent(request, context);
    const page = pageRequestOf(request.query);
    const search = queryText(request.query, 'username');
    return ok({
      members: downline.page(agent.memberId, agent.merchantCode, search, page.pageSize, page.offset),
      page: pageOf(page, downline.count(agent.memberId, agent.merchantCode, search)),
    });
  });

  app.get('/wps/agent/teamBetting', async (request) => {
    const agent = requireDownlineAgent(request, context);
    const period = dayPeriodOf(queryText(request.query, 'period'));
    const username = queryText(request.query, 'username');
    const member = username === null ? null : downline.find(agent.memberId, agent.merchantCode, username);
    if (username !== null && !member) throw new ApiError(404, 'USER_NOT_FOUND', 'Sorry, the user does not exist or is disabled');
    const { from, to } = dayPeriodBounds(period, context.now());
    const filter = { agentId: agent.memberId, merchantCode: agent.merchantCode, from, to, memberId: member?.id ?? null };
    const page = pageRequestOf(request.query);
    let members = betting.members(filter, page.pageSize, page.offset);
    let count = betting.activeMembers(filter);
    if (member && count === 0) {
      // One member asked for by name is reported even without betting in the period.
      const zero = { betCount: 0, turnoverMinor: 0, payoutMinor: 0, netMinor: 0 };
      members = page.pageNo === 1 ? [{ username: member.username, nickname: member.nickname, ...zero }] : [];
      count = 1;
    }
    return ok({ period, from, to, currency: agent.currency, members, total: betting.total(filter), page: pageOf(page, count) });
  });

  app.post('/wps/agent/transferDownline', async (request) => {
    const agent = requireDownlineAgent(request, context);
    const key = idempotencyKeyOf(request);
    const payload = await readEncryptedBody<AgentTransferPayload>(request, context, 'AgentTransferPayload');
    return ok(await transfers.transfer(agent, key, payload));
  });

  app.put('/wps/agent/register', async (request) => {
    const agent = requireDownlineAgent(request, context);
    // Every attempt counts, failed ones too, before anything is checked: the limit also bounds
    // how many usernames an agent can probe.
    const decision = registrations.consume(`agent-register:${agent.memberId}`, context.now());
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterMs, 'Too many registration attempts, please try again later');
    const payload = await readEncryptedBody<AgentRegisterPayload>(request, context, 'AgentRegisterPayload');
    const memberId = await registration.register(agent, payload);
    const member = downline.view(memberId);
    if (!member) throw new Error('the new member was not found');
    return ok(member);
  });
}
