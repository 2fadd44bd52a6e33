import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import { requireSession } from '../sessions/session-hook';
import { registerDepositRoutes } from './deposit-routes';
import { registerHistoryRoutes } from './history-routes';
import { registerPaymentLogoRoutes } from './payment-logos';
import { registerSandboxPayRoutes } from './sandbox-pay-routes';
import { WalletBalances } from './wallet-balance';
import { registerWithdrawRoutes } from './withdraw-routes';

/** Registers the calls of the wallet area: wallet balance, deposits, withdrawals, transactions, rebates and reports. */
export function registerWalletRoutes(app: FastifyInstance, context: PlatformContext): void {
  const balances = new WalletBalances(context.db);

  app.get('/wps/wallets/gcs', async (request) => ok(balances.balanceOf(requireSession(request), context.now())));

  registerDepositRoutes(app, context);
  registerWithdrawRoutes(app, context, balances);
  registerHistoryRoutes(app, context);
  // The sandbox provider credits money without a payment: development and demos only.
  if (context.development) registerSandboxPayRoutes(app, context);
  registerPaymentLogoRoutes(app);
}
