import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** The server's database handle. */
export type Db = Database.Database;

/**
 * Opens (creating when missing) the SQLite database: WAL journal, enforced foreign keys, a busy
 * timeout, and synchronous=FULL: every commit syncs the write-ahead log to disk before it returns,
 * so a write the server has acknowledged survives a killed process and also an operating-system
 * crash or power cut (NORMAL would keep it only across a killed process). Pass ':memory:' for a
 * throw-away database.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = FULL');
  return db;
}
