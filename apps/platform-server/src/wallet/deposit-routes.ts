import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import { requireRealAccount } from '../sessions/session-hook';
import { DepositService, type CreateDepositRequest } from './deposit-service';
import { idempotencyKeyOf } from '../http/idempotency-store';
import { DEPOSIT_METHODS } from './payment-methods';

/** The contract's `DepositMethodList` without the currency. */
const METHODS = DEPOSIT_METHODS.map((method) => ({
  code: method.code,
  name: method.name,
  kind: method.kind,
  minMinor: method.minMinor,
  maxMinor: method.maxMinor,
  feePercent: method.feePercent,
  processing: method.processing,
  logoUrl: `/media/payments/${method.code.toLowerCase()}.svg`,
  enabled: method.enabled,
}));

/** GET /wps/deposit/methods, POST /wps/deposit and GET /wps/deposit/{depositId}. */
export function registerDepositRoutes(app: FastifyInstance, context: PlatformContext): void {
  const deposits = new DepositService(context);

  app.get('/wps/deposit/methods', async (request) => {
    const account = requireRealAccount(request);
    return ok({ currency: account.currency, methods: METHODS });
  });

  app.post('/wps/deposit', async (request) => {
    const account = requireRealAccount(request);
    return ok(deposits.start(account, idempotencyKeyOf(request), request.body as CreateDepositRequest));
  });

  app.get('/wps/deposit/:depositId', async (request) => {
    const account = requireRealAccount(request);
    return ok(deposits.view(Number((request.params as { depositId: string }).depositId), account));
  });
}
