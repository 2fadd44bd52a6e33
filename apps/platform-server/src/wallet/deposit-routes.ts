import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import { requireRealAccount } from '../sessions/session-hook';
import { DepositService, type CreateDepositRequest } from './deposit-service';
import { idempotencyKeyOf } from '../http/idempotency-store';
import { pageRequestOf } from '../http/paging';
import { dayPeriodBounds, dayPeriodOf } from '../time/manila-days';
import type { DepositFilter } from './deposit-repository';
import { IMAGE_UPLOAD_BODY_LIMIT, type ImageUploadBody } from '../http/image-upload';

type Query = Record<string, string | undefined>;

/** GET /wps/deposit/methods, GET and POST /wps/deposit, GET /wps/deposit/{depositId}, and POST /wps/deposit/{depositId}/reminder and /receipt. */
export function registerDepositRoutes(app: FastifyInstance, context: PlatformContext): void {
  const deposits = new DepositService(context);

  app.get('/wps/deposit/methods', async (request) => {
    const account = requireRealAccount(request);
    return ok(deposits.methods(account));
  });

  app.get('/wps/deposit', async (request) => {
    const account = requireRealAccount(request);
    const query = request.query as Query;
    const range = dayPeriodBounds(dayPeriodOf(query['period'] ?? 'last30days'), context.now());
    return ok(deposits.list(account, (query['status'] ?? 'all') as DepositFilter, range, pageRequestOf(query)));
  });

  app.post('/wps/deposit', async (request) => {
    const account = requireRealAccount(request);
    return ok(deposits.start(account, idempotencyKeyOf(request), request.body as CreateDepositRequest));
  });

  app.post('/wps/deposit/:depositId/reminder', async (request) => {
    const account = requireRealAccount(request);
    return ok(deposits.remind(Number((request.params as { depositId: string }).depositId), account));
  });

  app.post('/wps/deposit/:depositId/receipt', { bodyLimit: IMAGE_UPLOAD_BODY_LIMIT }, async (request) => {
    const account = requireRealAccount(request);
    const depositId = Number((request.params as { depositId: string }).depositId);
    return ok(deposits.attachReceipt(depositId, account, request.body as ImageUploadBody));
  });

  app.get('/wps/deposit/:depositId', async (request) => {
    const account = requireRealAccount(request);
    return ok(deposits.view(Number((request.params as { depositId: string }).depositId), account));
  });
}
