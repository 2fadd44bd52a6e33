import { CONTRACT_REASON_MAX } from '@gp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import { pageOf, pageRequestOf } from '../../http/paging';
import { validationFailed } from '../../http/validation-failed';
import type { PlatformContext } from '../../platform-context';
import { requireContractAgent } from '../shared/agent-access';
import { queryText } from '../shared/query-text';
import { notFound } from '../shared/refusals';
import { CONTRACT_KINDS, ContractRepository, type ContractKind, type ContractSide } from './contract-repository';

/** The longest reason of a rejection, after trimming. */
export const REJECTION_REASON_MAX = CONTRACT_REASON_MAX;

function contractIdOf(request: FastifyRequest): number {
  const id = Number((request.params as { contractId?: string }).contractId);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(400, 'BAD_REQUEST', 'The contract id is not valid');
  return id;
}

function kindOf(request: FastifyRequest): ContractKind | null {
  const kind = queryText(request.query, 'kind');
  return CONTRACT_KINDS.find((candidate) => candidate === kind) ?? null;
}

/** The trimmed reason of a rejection body (null when none or blank); more than 200 characters is 400 VALIDATION_FAILED. */
function reasonOf(request: FastifyRequest): string | null {
  const given = (request.body as { reason?: unknown } | null | undefined)?.reason;
  const reason = typeof given === 'string' ? given.trim() : '';
  if (reason.length > REJECTION_REASON_MAX) throw validationFailed([{ field: 'reason', messageKey: 'contract_reason_length' }], 'The reason is too long');
  return reason === '' ? null : reason;
}

/**
 * GET /wps/agent/contracts/pending, GET /wps/agent/contracts (addressed to the agent),
 * GET /wps/agent/contracts/offered (sent by it), GET /wps/agent/contracts/current, and
 * POST .../{contractId}/accept and /reject.
 */
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

  for (const [url, side] of [
    ['/wps/agent/contracts', 'to'],
    ['/wps/agent/contracts/offered', 'from'],
  ] as const satisfies readonly (readonly [string, ContractSide])[]) {
    app.get(url, async (request) => {
      const agent = requireContractAgent(request, context);
      const kind = kindOf(request);
      const page = pageRequestOf(request.query);
      return ok({
        requests: contracts.page(agent.memberId, side, kind, page.pageSize, page.offset),
        page: pageOf(page, contracts.count(agent.memberId, side, kind)),
      });
    });
  }

  app.get('/wps/agent/contracts/current', async (request) => ok(contracts.current(requireContractAgent(request, context).memberId)));

  for (const [action, status] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/wps/agent/contracts/:contractId/${action}`, async (request) => {
      const agent = requireContractAgent(request, context);
      const id = contractIdOf(request);
      const reason = status === 'rejected' ? reasonOf(request) : null;
      const outcome = contracts.respond(agent.memberId, id, status, context.now(), reason);
      if (outcome === 'not-found') throw notFound('This contract request');
      if (outcome === 'not-pending') throw new ApiError(409, 'CONTRACT_ANSWERED', 'This contract request has already been answered');
      return ok(true);
    });
  }
}
