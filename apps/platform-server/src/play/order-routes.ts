import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { recordRangeQuery } from '../http/record-range';
import type { PlatformContext } from '../platform-context';
import { requireSession } from '../sessions/session-hook';
import { idempotencyKeyOf } from '../http/idempotency-store';
import { pageRequestOf } from '../http/paging';
import type { LotteryService } from './lottery-service';
import type { OrderFilter } from './order-views';

type Query = Record<string, string | undefined>;

/** The order records of the lottery gateway: GET /lgw/orders, GET /lgw/orders/:orderId, POST .../suborders/cancel. */
export function registerOrderRoutes(app: FastifyInstance, context: PlatformContext, lotteries: LotteryService): void {
  app.get('/lgw/orders', async (request) => {
    const account = requireSession(request);
    const query = request.query as Query;
    const range = recordRangeQuery(query);
    lotteries.settleDue({ memberId: account.memberId });
    const filter: OrderFilter = {
      memberId: account.memberId,
      merchant: account.merchantCode,
      status: (query['status'] ?? 'all') as OrderFilter['status'],
      gameCategory: query['gameCategory'] ?? null,
      timeBy: query['timeBy'] === 'settle' ? 'settle' : 'bet',
      ...range,
    };
    return ok(lotteries.views.list(filter, pageRequestOf(query)));
  });

  app.get('/lgw/orders/:orderId', async (request) => {
    const account = requireSession(request);
    const order = lotteries.ownOrder(account, Number((request.params as { orderId: string }).orderId));
    const detail = lotteries.views.detail(order.id, context.now());
    if (!detail) throw new ApiError(404, 'NOT_FOUND', 'No such order');
    return ok(detail);
  });

  app.post('/lgw/orders/:orderId/suborders/cancel', async (request) => {
    const account = requireSession(request);
    const orderId = Number((request.params as { orderId: string }).orderId);
    const { subOrderIds } = request.body as { subOrderIds: number[] };
    return ok(lotteries.cancel(account, orderId, subOrderIds, idempotencyKeyOf(request)));
  });
}
