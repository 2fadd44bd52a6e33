import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import type { PlatformContext } from '../../platform-context';
import { requireAgent, requireFeature } from '../../sessions/session-hook';
import type { SessionAccount } from '../../sessions/session-store';
import { pageOf, pageRequestOf } from '../../http/paging';
import { queryText } from '../shared/query-text';
import { notFound } from '../shared/refusals';
import { CONTRACT_KINDS, ContractRepository } from './contract-repository';

/** Commission (contracts) module under AGENTPOLICY3. */
const CONTRACTS_MODULE = 'COMM3';

function requireContractAgent(request: FastifyRequest, context: PlatformContext): SessionAccount {
  const agent = requireAgent(request, context.merchants);
  requireFeature(request, context.merchants, CONTRACTS_MODULE);
  return agent;
}

function contractIdOf(request: FastifyRequest): number {
  const id = Number((request.params as { contractId?: string }).contractId);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(400, 'BAD_REQUEST', 'The contract id is not valid');
  return id;
}

/** GET /wps/agent/contracts/pending, GET /wps/agent/contracts, POST .../{contractId}/accept and /reject. */
export function registerContractRoutes(app: FastifyInstance, context: PlatformContext): void {
  const contracts = new ContractRepository(context.db);

  app.get('/wps/agent/contracts/pending', async (request) => {
    const agent = requireContractAgent(request, context);
    const counts = contracts.pending(agent.memberId);
    return ok({
      dailysalreqtype: counts.daily_salary,
      divtypecompperiodreq: counts.dividend,
      contracthoursalreq: counts.hourly_salary,
    });
  });

  app.get('/wps/agent/contracts', async (request) => {
    const agent = requireContractAgent(request, context);
    const kindText = queryText(request.query, 'kind');
    const kind = CONTRACT_KINDS.find((candidate) => candidate === kindText) ?? null;
    const page = pageRequestOf(request.query);
    return ok({
      requests: contracts.page(agent.memberId, kind, page.pageSize, page.offset),
      page: pageOf(page, contracts.count(agent.memberId, kind)),
    });
  });

  for (const [action, status] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/wps/agent/contracts/:contractId/${action}`, async (request) => {
      const agent = requireContractAgent(request, context);
      const outcome = contracts.respond(agent.memberId, contractIdOf(request), status, context.now());
      if (outcome === 'not-found') throw notFound('This contract request');
      if (outcome === 'not-pending') throw new ApiError(400, 'BAD_REQUEST', 'This contract request has already been answered');
      return ok(true);
    });
  }
}
