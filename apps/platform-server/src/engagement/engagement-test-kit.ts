import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { LedgerKind } from '../wallet/ledger';
import type { TestServer } from '../testing/test-db';
import { newKey, tokenOf } from '../wallet/wallet-test-kit';
import type { Promo } from './engagement-access';

/** The router paths of the engagement calls, as the contract names them. */
export const ROUTES = {
  signIn: '/wps/engagement/sign-in',
  signInClaim: '/wps/engagement/sign-in/claim',
  leaderboard: '/wps/engagement/leaderboard',
  rewards: '/wps/engagement/rewards',
  rewardClaim: '/wps/engagement/rewards/:rewardId/claim',
  referral: '/wps/engagement/referral',
  promotionsJoined: '/wps/engagement/promotions/joined',
  promotionJoin: '/wps/engagement/promotions/:promotionId/join',
} as const;

/** A test's call of one engagement route. */
export interface EngagementCall {
  readonly method?: 'GET' | 'POST';
  readonly route: (typeof ROUTES)[keyof typeof ROUTES];
  /** The concrete URL (path values, query) when it differs from the route. */
  readonly url?: string;
  readonly headers: Record<string, string>;
}

/** Calls an engagement route and checks its answer, whatever its status, against the contract. */
export async function call(server: TestServer, request: EngagementCall): Promise<LightMyRequestResponse> {
  const method = request.method ?? 'GET';
  const response = await server.app.inject({ method, url: request.url ?? request.route, headers: request.headers });
  expect(server.app.platform.contract.checkResponse(method, request.route, response.statusCode, response.json())).toEqual([]);
  return response;
}

/** Headers with a fresh (or the given) Idempotency-Key. */
export function withKey(headers: Record<string, string>, key: string = newKey()): Record<string, string> {
  return { ...headers, 'idempotency-key': key };
}

/** Expects a failed answer with this status and error code. */
export function expectRefusal(response: LightMyRequestResponse, status: number, errorCode: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, errorCode });
}

/** A fresh player (type 0) of a merchant with a session; optionally recommended by another member. */
export function newPlayer(
  server: TestServer,
  merchant: string,
  username: string,
  options: { recommenderId?: number; type?: number } = {},
): { memberId: number; headers: Record<string, string> } {
  const now = server.app.platform.now();
  const row = server.db
    .prepare<[string, string, number, number], { id: number }>(
      "INSERT INTO member (merchant_code, username, password_hash, type, created_at) VALUES (?, ?, '!test', ?, ?) RETURNING id",
    )
    .get(merchant, username, options.type ?? 0, now);
  if (!row) throw new Error(`${merchant}/${username} was not written`);
  if (options.recommenderId !== undefined) {
    server.db.prepare('INSERT INTO member_profile (member_id, recommender_id) VALUES (?, ?)').run(row.id, options.recommenderId);
  }
  return { memberId: row.id, headers: sessionHeaders(server, merchant, row.id) };
}

/** Headers of a new session of a member, started at the platform clock's time. */
export function sessionHeaders(server: TestServer, merchant: string, memberId: number): Record<string, string> {
  const { token } = server.app.platform.sessions.create(memberId, server.app.platform.now(), { trial: false });
  return { merchant, authorization: token };
}

/** Posts a cash movement straight through the ledger (a deposit, a bet as a negative amount...). */
export function post(server: TestServer, memberId: number, kind: LedgerKind, amountMinor: number, at: number = server.app.platform.now()): void {
  server.app.platform.ledger.post({ memberId, wallet: 'cash', amountMinor, kind, reference: `test:${kind}`, at });
}

/** The ledger rows of one reference. */
export function entriesOf(server: TestServer, reference: string): { kind: string; amountMinor: number; memberId: number }[] {
  return server.app.platform.ledger.entriesFor(reference).map((entry) => ({ kind: entry.kind, amountMinor: entry.amountMinor, memberId: entry.memberId }));
}

/** Makes a GCash deposit through the API and has the sandbox provider confirm it (the deposit hook runs); returns its id. */
export async function depositThroughProvider(server: TestServer, headers: Record<string, string>, amountMinor: number): Promise<number> {
  const created = await server.app.inject({ method: 'POST', url: '/wps/deposit', headers: withKey(headers), payload: { methodCode: 'GCASH', amountMinor } });
  expect(created.statusCode, created.body).toBe(200);
  const { id, paymentUrl } = created.json().value as { id: number; paymentUrl: string };
  const confirmed = await server.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${id}/confirm`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: tokenOf(paymentUrl) }).toString(),
  });
  expect(confirmed.statusCode).toBe(303);
  return id;
}

/** Switches a merchant's personal promo on or off. */
export function setPromo(server: TestServer, merchant: string, promo: Promo, on: boolean): void {
  server.db.prepare(`UPDATE content_setting SET ${promo}_promo_enabled = ? WHERE merchant_code = ?`).run(on ? 1 : 0, merchant);
}

/** The answers' status codes, counted. */
export function statusCounts(responses: readonly LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}
