import { migrate } from '../db/migrate';
import { openDatabase, type Db } from '../db/open-database';
import { seed } from '../db/seed';

/** A migrated, seeded in-memory database for one test file. */
export async function createSeededTestDb(): Promise<Db> {
  const db = openDatabase(':memory:');
  migrate(db);
  await seed(db);
  return db;
}
