import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/open-database';
import { seededDatabaseFromTemplate } from './seeded-template';

/** A migrated, seeded in-memory database for one test file (a copy of the seeded template). */
export function createSeededTestDb(): Promise<Db> {
  return seededDatabaseFromTemplate();
}

/** The server and database of one test file, filled in before its first test. */
export interface TestServer {
  app: FastifyInstance;
  db: Db;
}

/** How a test file wants its server. */
export interface TestServerOptions {
  /** false: as production runs it (no response validation, no development calls); true by default. */
  readonly development?: boolean;
}

/**
 * Builds the server on a fresh seeded database before the file's tests and closes both after
 * them (API only, default merchant aurora, development mode unless asked otherwise).
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    server.db = await createSeededTestDb();
    server.app = await buildApp({ db: server.db, defaultMerchant: 'aurora', development: options.development ?? true });
  });
  afterAll(async () => {
    await server.app.close();
    server.db.close();
  });
  return server;
}
