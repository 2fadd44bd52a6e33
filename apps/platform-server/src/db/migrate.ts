import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './open-database';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** One schema change: its number, its file name and its SQL. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Reads the numbered `NNN-name.sql` files of the migrations folder, in order. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: Number(name.slice(0, 3)), name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies every migration newer than the database's `user_version`, each in its own transaction,
 * and returns the names of those applied.
 */
export function migrate(db: Db, migrations: readonly Migration[] = loadMigrations()): string[] {
  const current = db.pragma('user_version', { simple: true }) as number;
  const pending = migrations.filter((m) => m.version > current);
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return pending.map((m) => m.name);
}
