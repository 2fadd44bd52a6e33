import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './open-database';

let folder: string;
let db: Db;

afterEach(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the opened database', () => {
  it('syncs every commit to disk (synchronous = FULL), so an acknowledged write survives a power cut', () => {
    folder = mkdtempSync(join(tmpdir(), 'open-db-'));
    db = openDatabase(join(folder, 'nested', 'platform.db'));
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});
