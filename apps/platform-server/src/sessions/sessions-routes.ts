import type { FastifyInstance } from 'fastify';
import { ApiError, ok, rateLimitedError } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { LimitSet } from '../rate-limit/limit-set';
import { clientAddressKey } from '../security/client-address';
import { deviceKeyOf } from '../security/device-key';
import { deviceOf, LoginService } from './login-service';
import { requireFeature, requireSession } from './session-hook';
import { sessionInfoOf } from './session-info';
import { createTrialAccount } from './trial-accounts';

/**
 * Free-play sessions one device may start per hour, and one address (high enough for the many
 * players behind one carrier NAT address or proxy).
 */
export const FREE_PLAY_LIMITS = {
  device: { limit: 3, windowMs: 60 * 60_000 },
  address: { limit: 100, windowMs: 60 * 60_000 },
} as const;

/** Registers the calls of the sessions area: login, free play, the trial account, logout and the encryption key. */
export function registerSessionsRoutes(app: FastifyInstance, context: PlatformContext): void {
  const logins = new LoginService(context);
  const freePlayLimits = new LimitSet(context.db, 'freeplay', FREE_PLAY_LIMITS);

  app.get('/wps/session/key', async (request) => {
    requireMerchant(request);
    const { kty, n, e, alg, use, kid } = await context.keyStore.publicJwk();
    return ok({ kty, n, e, alg, use, kid });
  });

  app.post('/wps/session/login', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await logins.login(request));
  });

  app.post('/wps/session/login/freeplay', async (request, reply) => {
    const merchant = requireMerchant(request);
    requireFeature(request, context.merchants, 'FREEPLAY3');
    const now = context.now();
    const refusal = freePlayLimits.take({ device: deviceKeyOf(request), address: clientAddressKey(request.ip) }, now);
    if (refusal) throw rateLimitedError(refusal.retryAfterMs, 'Too many free-play sessions, please wait');
    const trial = createTrialAccount(context, merchant.code);
    const session = context.sessions.create(trial.memberId, now, { trial: true, device: deviceOf(request) });
    reply.header('cache-control', 'no-store');
    return ok(sessionInfoOf({ username: trial.username, nickname: null, type: 4 }, session, true, merchant.code));
  });

  app.get('/wps/member/trialuser', async (request) => {
    const account = requireSession(request);
    if (account.type !== 4) throw new ApiError(403, 'NO_PERMISSION', 'This is not a trial account');
    return ok({
      userName: account.username,
      demoBalanceMinor: context.ledger.balanceOf(account.memberId, 'demo'),
      currency: account.currency,
      expiresAt: account.expiresAt,
    });
  });

  app.delete('/wps/session/logout', async (request) => {
    requireMerchant(request);
    const token = request.headers.authorization?.trim();
    if (token) context.sessions.revoke(token, context.now());
    return ok(true as const);
  });
}
