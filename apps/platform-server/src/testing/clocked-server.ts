import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app';
import { createSeededTestDb, type TestServer } from './test-db';

/** A test server whose clock the test moves: the platform's `now()` is `server.now`. */
export interface ClockedServer extends TestServer {
  /** The server's current time (ms); set or advance it in a test. */
  now: number;
}

/**
 * Like useTestServer (a fresh seeded in-memory database and a development server for one test
 * file), with the platform's clock in the test's hands, starting at `start`; `options` adds to the
 * server's settings (e.g. the proxies it trusts).
 */
export function useClockedServer(start: number, options: Pick<AppOptions, 'trustProxy'> = {}): ClockedServer {
  const server = { now: start } as ClockedServer;
  beforeAll(async () => {
    server.db = await createSeededTestDb();
    server.app = await buildApp({ db: server.db, defaultMerchant: 'aurora', development: true, now: () => server.now, ...options });
  }, 60_000);
  afterAll(async () => {
    await server.app.close();
    server.db.close();
  });
  return server;
}
