import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { migrate } from '../../db/migrate';
import { openDatabase, type Db } from '../../db/open-database';
import { seed } from '../../db/seed';
import { hashPassword } from '../../accounts/password-hash';
import { KeyStore, type PublicEncryptionJwk } from '../../security/key-store';
import { encryptRequestBody } from '../../security/request-encryption';
import { DEFAULT_WITHDRAW_RULES, WithdrawRulesRepository } from '../../wallet/withdraw-rules-repository';

/** The server's folder (its main.ts is started as is). */
const SERVER_DIR = resolve(import.meta.dirname, '../../..');

/** The database file of a data folder, as main.ts names it. */
export function databaseFile(dataDir: string): string {
  return join(dataDir, 'platform.db');
}

/** The payment password of aurora's demo account in a durability run's database. */
export const DURABILITY_PAYMENT_PASSWORD = 'Pay1234';

/**
 * Prepares a data folder before the server's first start: the migrated, seeded database, a
 * session of aurora's demo account written straight into it, and the request-encryption key.
 * The demo account's payment password becomes DURABILITY_PAYMENT_PASSWORD hashed at a low cost,
 * so that withdrawals (which always ask for it) need no slow scrypt check, and aurora allows the
 * most withdrawals a day the rules take (the run makes dozens in a few seconds).
 */
export async function prepareDataDir(dataDir: string): Promise<{ token: string; key: PublicEncryptionJwk }> {
  const db = openDatabase(databaseFile(dataDir));
  try {
    migrate(db);
    await seed(db);
    const member = db.prepare("SELECT id FROM member WHERE merchant_code = 'aurora' AND username = 'demo'").pluck().get() as number;
    db.prepare('UPDATE member SET payment_password_hash = ? WHERE id = ?').run(await hashPassword(DURABILITY_PAYMENT_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }), member);
    new WithdrawRulesRepository(db).setRules('aurora', { ...DEFAULT_WITHDRAW_RULES, maxCountPerDay: 100, maxAmountPerDayMinor: 100_000_000 });
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    db.prepare("INSERT INTO session (token_hash, member_id, created_at, expires_at, device) VALUES (?, ?, ?, ?, 'MOBILE')").run(
      createHash('sha256').update(token).digest(),
      member,
      now,
      now + 24 * 60 * 60_000,
    );
    return { token, key: await new KeyStore(dataDir).publicJwk() };
  } finally {
    db.close();
  }
}

/** A running server process and the address it listens on. */
export interface RunningServer {
  readonly process: ChildProcess;
  readonly baseUrl: string;
}

/** Starts `src/main.ts` on a free port over a data folder and waits for its 'ready' line. */
export function startServer(dataDir: string): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = /Platform server ready[\s\S]*http:\/\/localhost:(\d+)\/wps\/system\/status/.exec(output)?.[1];
      if (port) resolvePromise({ process: child, baseUrl: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`)));
  });
}

/** Ends a server process: SIGKILL (a crash) or SIGTERM (a clean stop); resolves once it has exited. */
export function stopServer(server: RunningServer, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  return new Promise((resolvePromise) => {
    if (server.process.exitCode !== null || server.process.signalCode !== null) return resolvePromise();
    server.process.once('exit', () => resolvePromise());
    server.process.kill(signal);
  });
}

/** What a stream needs to call the server as aurora's demo account. */
export interface StreamClient {
  readonly baseUrl: string;
  readonly token: string;
  /** A JSON call with the session and merchant headers; the parsed envelope and status. */
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; json: unknown }>;
  /** The `Encryption` header and `{ data }` body of an encrypted payload. */
  encrypted(payload: object): Promise<{ headers: Record<string, string>; body: { data: string } }>;
}

/** A client of a running server for the session and key that prepareDataDir made. */
export function streamClient(baseUrl: string, token: string, key: PublicEncryptionJwk): StreamClient {
  return {
    baseUrl,
    token,
    async call(method, path, options = {}) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { merchant: 'aurora', authorization: token, ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      return { status: response.status, json: await response.json() };
    },
    async encrypted(payload) {
      const data = await encryptRequestBody(key, payload, { now: Date.now() });
      return { headers: { encryption: `JWE;kid=${key.kid}` }, body: { data } };
    },
  };
}

/** Opens the database file of a stopped server for checks. */
export function openForChecks(dataDir: string): Db {
  return openDatabase(databaseFile(dataDir));
}
