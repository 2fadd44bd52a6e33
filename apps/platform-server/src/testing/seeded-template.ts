import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scryptParamsOf } from '../accounts/password-hash';
import { migrate } from '../db/migrate';
import { openDatabase, type Db } from '../db/open-database';
import { seed } from '../db/seed';

/** The server's sources and the domain library they use: what the seeded data can depend on. */
const SOURCE_DIRS = [join(import.meta.dirname, '..'), join(import.meta.dirname, '../../../../libs/domain/src')];

/** Every source file that could change the seeded database (tests excluded), depth first. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** A fingerprint of the server's sources and the process's password-hash cost: a new one means the template must be seeded again. */
function sourceFingerprint(): string {
  const hash = createHash('sha256').update(JSON.stringify(scryptParamsOf(process.env)));
  for (const file of SOURCE_DIRS.flatMap(sourceFiles).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

/** Applies the connection settings openDatabase gives a file database. */
function configure(db: Db): Db {
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/**
 * A migrated, seeded in-memory database, copied from a template seeded once per version of the
 * sources (kept in the temp folder): seeding hashes passwords with scrypt and takes about a second,
 * which every test file would otherwise pay.
 */
export async function seededDatabaseFromTemplate(): Promise<Db> {
  const template = join(tmpdir(), `gp-platform-seed-${sourceFingerprint()}.sqlite`);
  if (existsSync(template)) return configure(new Database(readFileSync(template)));
  const db = openDatabase(':memory:');
  migrate(db);
  await seed(db);
  const partial = `${template}.${process.pid}.tmp`;
  writeFileSync(partial, db.serialize());
  renameSync(partial, template);
  return db;
}
