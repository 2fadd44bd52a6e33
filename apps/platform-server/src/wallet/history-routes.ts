import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { pageOf, pageRequestOf } from '../http/paging';
import { recordRangeQuery } from '../http/record-range';
import type { PlatformContext } from '../platform-context';
import { requireRealAccount } from '../sessions/session-hook';
import { dayPeriodBounds, dayPeriodOf } from '../time/manila-days';
import { RebateRepository, type RebateFilter } from './rebate-repository';
import { ReportSummary } from './report-summary';
import { TransactionHistory, type TransactionFilter } from './transaction-history';

type Query = Record<string, string | undefined>;

/** GET /wps/transaction/records, GET /wps/rebates, POST /wps/rebates/{rebateId}/claim and GET /wps/reports/summary. */
export function registerHistoryRoutes(app: FastifyInstance, context: PlatformContext): void {
  const history = new TransactionHistory(context.db);
  const rebates = new RebateRepository(context.db, context.ledger);
  const reports = new ReportSummary(context.db);

  app.get('/wps/transaction/records', async (request) => {
    const account = requireRealAccount(request);
    const query = request.query as Query;
    const page = pageRequestOf(query);
    const now = context.now();
    const { items, total } = history.list({
      memberId: account.memberId,
      filter: (query['type'] ?? 'all') as TransactionFilter,
      ...recordRangeQuery(query),
      page,
      now,
    });
    return ok({ currency: account.currency, items, page: pageOf(page, total) });
  });

  app.get('/wps/rebates', async (request) => {
    const account = requireRealAccount(request);
    const query = request.query as Query;
    const page = pageRequestOf(query);
    const { items, total, claimableMinor } = rebates.list(account.memberId, (query['status'] ?? 'all') as RebateFilter, page);
    return ok({ currency: account.currency, claimableTotalMinor: claimableMinor, items, page: pageOf(page, total) });
  });

  app.post('/wps/rebates/:rebateId/claim', async (request) => {
    const account = requireRealAccount(request);
    rebates.claimOnce(Number((request.params as { rebateId: string }).rebateId), account.memberId, context.now());
    return ok(true);
  });

  app.get('/wps/reports/summary', async (request) => {
    const account = requireRealAccount(request);
    const period = dayPeriodOf((request.query as Query)['period']);
    const { from, to } = dayPeriodBounds(period, context.now());
    return ok({ period, from, to, currency: account.currency, ...reports.sumsOf(account.memberId, from, to), days: reports.dailyNetOf(account.memberId, from, to) });
  });
}
