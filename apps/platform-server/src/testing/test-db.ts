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

/**
 * Builds the server on a fresh seeded database before the file's tests and closes both after
 * them (API only, development mode, default merchant aurora).
 */
export function useTestServer(): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    server.db = await createSeededTestDb();
    server.app = await buildApp({ db: server.db, defaultMerchant: 'aurora', development: true, appDistDir: null });
  });
  afterAll(async () => {
    await server.app.close();
    server.db.close();
  });
  return server;
}
