import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { pageOf, pageRequestOf } from '../../http/paging';
import type { PlatformContext } from '../../platform-context';
import { LotteryService } from '../../play/lottery-service';
import { CONTRACT_KINDS } from '../contracts/contract-views';
import { requireContractAgent } from '../shared/agent-access';
import { queryText } from '../shared/query-text';
import { CommissionRepository } from './commission-repository';
import { CommissionSettlement } from './commission-settlement';

/** GET /wps/agent/commission: the agent's commission statements, its ended periods (and the merchant's due lottery bets) settled first. */
export function registerCommissionRoutes(app: FastifyInstance, context: PlatformContext): void {
  const statements = new CommissionRepository(context.db);
  const settlement = new CommissionSettlement(context.db, context.ledger);
  const lotteries = new LotteryService(context);

  app.get('/wps/agent/commission', async (request) => {
    const agent = requireContractAgent(request, context);
    // Lottery bets whose draw has passed are settled first, so that a dividend's payouts are known.
    lotteries.settleDue({ merchant: agent.merchantCode });
    settlement.settle({ agentId: agent.memberId, merchantCode: agent.merchantCode }, context.now());
    const kindText = queryText(request.query, 'kind');
    const kind = CONTRACT_KINDS.find((candidate) => candidate === kindText) ?? null;
    const page = pageRequestOf(request.query);
    const totals = statements.totals(agent.memberId, kind);
    return ok({
      statements: statements.page(agent.memberId, kind, page.pageSize, page.offset),
      totalPaidMinor: totals.paidMinor,
      currency: agent.currency,
      page: pageOf(page, totals.count),
    });
  });
}
