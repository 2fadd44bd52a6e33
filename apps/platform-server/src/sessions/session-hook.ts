import { flattenFeatureTree, isFeatureEnabled, isRealAccountType, roleOf } from '@gp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { MerchantRepository } from '../merchants/merchant-repository';
import type { SessionAccount, SessionStore } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The account of the request's session token, when it carries a valid one for this merchant. */
    session: SessionAccount | null;
    /** Why a token that was sent did not give a session: it ended (expired, logged out) or is unknown. */
    sessionProblem: 'ended' | 'unknown' | null;
  }
}

function bareToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const token = value?.trim();
  return token ? token : null;
}

/** Reads the `Authorization` token of every API request into `request.session` (after the merchant hook). */
export function registerSessionHook(app: FastifyInstance, sessions: SessionStore, now: () => number): void {
  app.decorateRequest('session', null);
  app.decorateRequest('sessionProblem', null);
  app.addHook('onRequest', async (request) => {
    const token = bareToken(request.headers.authorization);
    if (!token || !request.merchant) return;
    const found = sessions.find(token, now());
    if (found.kind === 'valid' && found.account.merchantCode === request.merchant.code) request.session = found.account;
    else request.sessionProblem = found.kind === 'ended' ? 'ended' : 'unknown';
  });
}

/** The session's account, or 401 NOT_LOGGED_IN (no token) / SESSION_EXPIRED (a token that no longer works). */
export function requireSession(request: FastifyRequest): SessionAccount {
  requireMerchant(request);
  if (request.session) return request.session;
  if (request.sessionProblem) {
    throw new ApiError(401, 'SESSION_EXPIRED', 'The account has been logged out, please log in again');
  }
  throw new ApiError(401, 'NOT_LOGGED_IN', 'You are not logged in, please login first');
}

/** A real (type 0, 1, 2) account's session; a trial account gets 403 TRIAL_NOT_ALLOWED (SPEC §6). */
export function requireRealAccount(request: FastifyRequest): SessionAccount {
  const account = requireSession(request);
  if (!isRealAccountType(account.type)) {
    throw new ApiError(403, 'TRIAL_NOT_ALLOWED', 'Please login an actual account to use this function');
  }
  return account;
}

/** Whether the request's merchant has a module on (it and every module above it enabled). */
export function isMerchantFeatureOn(request: FastifyRequest, merchants: MerchantRepository, modId: string): boolean {
  const merchant = requireMerchant(request);
  return isFeatureEnabled(flattenFeatureTree(merchants.featureTree(merchant.code)), modId);
}

/** Refuses with 403 NO_PERMISSION when the merchant's module is off. */
export function requireFeature(request: FastifyRequest, merchants: MerchantRepository, modId: string): void {
  if (!isMerchantFeatureOn(request, merchants, modId)) {
    throw new ApiError(403, 'NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
  }
}

/** An agent's session (AGENTPOLICY3 on and an agent account type); others get 403 NO_PERMISSION. */
export function requireAgent(request: FastifyRequest, merchants: MerchantRepository): SessionAccount {
  const account = requireRealAccount(request);
  const role = roleOf({ accountType: account.type, agentPolicy: isMerchantFeatureOn(request, merchants, 'AGENTPOLICY3') });
  if (role !== 'agent') {
    throw new ApiError(403, 'NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
  }
  return account;
}
