import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { idempotencyKeyOf } from '../http/idempotency-store';
import type { PlatformContext } from '../platform-context';
import { readEncryptedBody } from '../security/encrypted-body';
import { requireRealAccount } from '../sessions/session-hook';
import { PayoutAccountService, type PayoutAccountPayload } from './payout-account-service';

/** GET and POST /wps/transaction/withdraw/accounts, DELETE /wps/transaction/withdraw/accounts/{accountId}. */
export function registerPayoutAccountRoutes(app: FastifyInstance, context: PlatformContext): void {
  const accounts = new PayoutAccountService(context);

  app.get('/wps/transaction/withdraw/accounts', async (request) => {
    const account = requireRealAccount(request);
    return ok({ maxPerMethod: accounts.maxPerMethod, accounts: accounts.list(account) });
  });

  app.post('/wps/transaction/withdraw/accounts', async (request) => {
    const account = requireRealAccount(request);
    const key = idempotencyKeyOf(request);
    const payload = await readEncryptedBody<PayoutAccountPayload>(request, context, 'PayoutAccountPayload');
    return ok(await accounts.add(account, key, payload));
  });

  app.delete('/wps/transaction/withdraw/accounts/:accountId', async (request) => {
    const account = requireRealAccount(request);
    accounts.remove(account, Number((request.params as { accountId: string }).accountId));
    return ok(true);
  });
}
