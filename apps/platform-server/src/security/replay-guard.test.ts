import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { ReplayGuard } from './replay-guard';

const NONCE = 'n0nce-0123456789abcdef';
const T = 1_700_000_000_000;

function memoryDb() {
  const db = openDatabase(':memory:');
  migrate(db);
  return db;
}

describe('ReplayGuard', () => {
  it('accepts a nonce once', () => {
    const guard = new ReplayGuard(memoryDb());
    expect(guard.claim(NONCE, T, T + 60_000)).toBe(true);
    expect(guard.claim(NONCE, T + 1, T + 60_000)).toBe(false);
    expect(guard.claim(`${NONCE}-other`, T + 1, T + 60_000)).toBe(true);
  });

  it('refuses nonces shorter than 16 or longer than 128 characters', () => {
    const guard = new ReplayGuard(memoryDb());
    expect(guard.claim('short', T, T + 1)).toBe(false);
    expect(guard.claim('x'.repeat(129), T, T + 1)).toBe(false);
  });

  it('still refuses a nonce after the server restarts on the same database file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gp-replay-'));
    try {
      const file = join(dir, 'platform.db');
      const before = openDatabase(file);
      migrate(before);
      expect(new ReplayGuard(before).claim(NONCE, T, T + 60_000)).toBe(true);
      before.close();
      const after = openDatabase(file);
      migrate(after);
      expect(new ReplayGuard(after).claim(NONCE, T + 1000, T + 60_000)).toBe(false);
      after.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('forgets nonces only once they expired', () => {
    const db = memoryDb();
    const guard = new ReplayGuard(db);
    guard.claim(NONCE, T, T + 60_000);
    expect(guard.purgeExpired(T + 60_000)).toBe(0);
    expect(guard.claim(NONCE, T + 60_000, T + 120_000)).toBe(false);
    expect(guard.purgeExpired(T + 60_001)).toBe(1);
    expect(db.prepare('SELECT count(*) AS n FROM request_nonce').get()).toEqual({ n: 0 });
  });
});
