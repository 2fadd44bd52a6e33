import { createTrialAccount } from '../sessions/trial-accounts';
import type { TestServer } from './test-db';

/**
 * Starts a session for a seeded account straight in the session store (no password hashing, so
 * tests stay fast) and returns its token. Throws when the account does not exist.
 */
export function sessionToken(server: TestServer, username: string, merchant = 'aurora'): string {
  const row = server.db
    .prepare<[string, string], { id: number; type: number }>('SELECT id, type FROM member WHERE merchant_code = ? AND username = ?')
    .get(merchant, username);
  if (!row) throw new Error(`no seeded account ${merchant}/${username}`);
  return server.app.platform.sessions.create(row.id, server.app.platform.now(), { trial: row.type === 4 }).token;
}

/** Headers of a logged-in request: the merchant and the bare session token. */
export function authHeaders(server: TestServer, username: string, merchant = 'aurora'): Record<string, string> {
  return { merchant, authorization: sessionToken(server, username, merchant) };
}

/** Headers of a trial (free-play) session: a new trial account with its demo balance. */
export function trialHeaders(server: TestServer, merchant = 'aurora'): Record<string, string> {
  const { memberId } = createTrialAccount(server.app.platform, merchant);
  const { token } = server.app.platform.sessions.create(memberId, server.app.platform.now(), { trial: true });
  return { merchant, authorization: token };
}
