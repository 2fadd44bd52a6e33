import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import { requireRealAccount } from '../sessions/session-hook';
import { idempotencyKeyOf } from '../http/idempotency-store';
import { pageOf, pageRequestOf } from '../http/paging';
import { currencySymbolOf } from '@gp/domain';
import { PAYOUT_BANKS, PAYOUT_METHODS } from './payment-methods';
import { registerPayoutAccountRoutes } from './payout-account-routes';
import type { WalletBalances } from './wallet-balance';
import { readWithdrawPayload } from './withdraw-payload';
import type { WithdrawalFilter } from './withdrawal-repository';
import { WithdrawalService, withdrawalViewOf } from './withdrawal-service';

/** The contract's `PayoutMethod` list. */
const PAYOUT_METHOD_VIEWS = PAYOUT_METHODS.map((method) => ({
  code: method.code,
  name: method.name,
  minMinor: method.minMinor,
  maxMinor: method.maxMinor,
  processing: method.processing,
  accountNumberPattern: method.accountNumberPattern.source,
  needsBank: method.needsBank,
}));

/** GET and POST /wps/transaction/withdraw, GET /wps/transaction/withdraw/options, POST .../{withdrawalId}/cancel and the saved payout accounts. */
export function registerWithdrawRoutes(app: FastifyInstance, context: PlatformContext, balances: WalletBalances): void {
  const withdrawals = new WithdrawalService(context);

  app.get('/wps/transaction/withdraw/options', async (request) => {
    const account = requireRealAccount(request);
    const balance = balances.balanceOf(account, context.now());
    const rules = withdrawals.rules.rulesOf(account.merchantCode);
    return ok({
      currency: account.currency,
      currencySymbol: currencySymbolOf(account.currency),
      availableMinor: balance.balanceMinor,
      lockedMinor: balance.lockedMinor,
      paymentPasswordSet: withdrawals.withdrawals.paymentPasswordHash(account.memberId) !== null,
      payoutMethods: PAYOUT_METHOD_VIEWS,
      banks: PAYOUT_BANKS,
      rules,
      today: withdrawals.rules.today(account.memberId, context.now()),
      turnover: withdrawals.rules.turnover(account.memberId, rules, context.now()),
    });
  });

  app.get('/wps/transaction/withdraw', async (request) => {
    const account = requireRealAccount(request);
    const query = request.query as Record<string, string | undefined>;
    const page = pageRequestOf(query);
    const { items, total } = withdrawals.withdrawals.listOwn(account.memberId, (query['status'] ?? 'all') as WithdrawalFilter, page);
    return ok({ currency: account.currency, items: items.map((item) => withdrawalViewOf(item, account.currency)), page: pageOf(page, total) });
  });

  app.post('/wps/transaction/withdraw', async (request) => {
    const account = requireRealAccount(request);
    const key = idempotencyKeyOf(request);
    const payload = await readWithdrawPayload(request, context);
    return ok(await withdrawals.request(account, key, payload));
  });

  app.post('/wps/transaction/withdraw/:withdrawalId/cancel', async (request) => {
    const account = requireRealAccount(request);
    return ok(withdrawals.cancel(account, Number((request.params as { withdrawalId: string }).withdrawalId)));
  });

  registerPayoutAccountRoutes(app, context);
}
