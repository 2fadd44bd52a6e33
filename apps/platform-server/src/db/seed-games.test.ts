import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CATEGORIES } from './game-catalogue';
import type { Db } from './open-database';
import { createCatalogueTestDb } from '../testing/catalogue-db';
import { FIRST_SEED_NODE_ID, SEED_GAME_COUNT, SEED_VENDOR_COUNT } from './seed-games';

const catalogueDb = createCatalogueTestDb;

const TABLES = {
  game_vendor: 'code',
  game_vendor_category: 'vendor_code, game_category',
  game: 'node_id',
  merchant_game_vendor: 'merchant_code, game_category, vendor_code',
} as const;

function hashCatalogue(db: Db): string {
  const hash = createHash('sha256');
  for (const [table, key] of Object.entries(TABLES)) {
    hash.update(JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY ${key}`).all()));
  }
  return hash.digest('hex');
}

const column = <T>(db: Db, sql: string): T[] => db.prepare(sql).pluck().all() as T[];

describe('seedGames', () => {
  let db: Db;
  beforeAll(() => {
    db = catalogueDb();
  });
  afterAll(() => db.close());

  it('writes the same rows on every run and never asks Math.random', () => {
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('the seed must use its own PRNG');
    });
    try {
      const [first, second] = [catalogueDb(), catalogueDb()];
      expect(hashCatalogue(first)).toBe(hashCatalogue(second));
      expect(hashCatalogue(first)).toBe(hashCatalogue(db));
      first.close();
      second.close();
    } finally {
      random.mockRestore();
    }
  });

  it('writes at least 2,000 games numbered from FIRST_SEED_NODE_ID, each name once', () => {
    expect(SEED_GAME_COUNT).toBeGreaterThanOrEqual(2000);
    expect(column<number>(db, 'SELECT count(*) FROM game')).toEqual([SEED_GAME_COUNT]);
    expect(column<number>(db, 'SELECT min(node_id) FROM game')).toEqual([FIRST_SEED_NODE_ID]);
    expect(column<number>(db, 'SELECT count(DISTINCT lower(game_name)) FROM game')).toEqual([SEED_GAME_COUNT]);
  });

  it('covers every category a game can have', () => {
    expect(column<string>(db, 'SELECT DISTINCT game_category FROM game').sort()).toEqual([...CATALOGUE_CATEGORIES].sort());
  });

  it('writes at least 20 vendors, among them the lottery, sports, esports and cockfight vendors', () => {
    const vendors = column<string>(db, 'SELECT code FROM game_vendor');
    expect(vendors).toHaveLength(SEED_VENDOR_COUNT);
    expect(SEED_VENDOR_COUNT).toBeGreaterThanOrEqual(20);
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT', 'SBO', 'CMD', 'TF', 'S128', 'WS168', 'PG', 'JILI']) {
      expect(vendors).toContain(code);
    }
  });

  it('gives every lottery a play mode and a code, and no other game either', () => {
    const modes = column<string>(db, `SELECT DISTINCT lotto_mode FROM game WHERE game_category IN ('LOTT', 'ELOTT')`);
    expect(modes.sort()).toEqual(['Entertainment', 'Tradition', 'Tradition,Entertainment']);
    expect(column<number>(db, `SELECT count(*) FROM game WHERE game_category NOT IN ('LOTT', 'ELOTT') AND lotto_mode IS NOT NULL`)).toEqual([0]);
    expect(column<number>(db, `SELECT count(*) FROM game WHERE (game_category IN ('LOTT', 'ELOTT')) = (game_code = 'lobby')`)).toEqual([0]);
    expect(column<string>(db, `SELECT DISTINCT vendor_code FROM game WHERE game_category = 'LOTT' ORDER BY 1`)).toEqual(['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
  });

  it('varies free play, newness and popularity', () => {
    expect(column<number>(db, 'SELECT DISTINCT support_play FROM game ORDER BY 1')).toEqual([0, 1]);
    expect(column<number>(db, 'SELECT DISTINCT is_new FROM game ORDER BY 1')).toEqual([0, 1]);
    expect(column<number>(db, 'SELECT count(DISTINCT popularity) FROM game')[0]).toBeGreaterThan(1000);
  });
});

describe('seedMerchantVendors', () => {
  let db: Db;
  beforeAll(() => {
    db = catalogueDb();
  });
  afterAll(() => db.close());

  const categories = (merchant: string): string[] =>
    db.prepare('SELECT DISTINCT game_category FROM merchant_game_vendor WHERE merchant_code = ? ORDER BY category_order').pluck().all(merchant) as string[];

  it('switches every category on, local games first, for a merchant with cockfight', () => {
    expect(categories('aurora')).toEqual([...CATALOGUE_CATEGORIES]);
    expect(categories('aurora')[0]).toBe('LOCAL');
  });

  it('leaves COCKFIGHT out for a merchant without it (ember)', () => {
    expect(categories('ember')).toEqual(CATALOGUE_CATEGORIES.filter((c) => c !== 'COCKFIGHT'));
  });

  it('lists every vendor that serves a category under it', () => {
    expect(column<number>(db, `SELECT count(*) FROM merchant_game_vendor WHERE merchant_code = 'aurora'`)).toEqual(
      column<number>(db, 'SELECT count(*) FROM game_vendor_category'),
    );
  });
});

describe('003-games schema', () => {
  let db: Db;
  beforeAll(() => {
    db = catalogueDb();
  });
  afterAll(() => db.close());

  const insert = (category: string, lottoMode: string | null, vendor = 'PG'): void => {
    db.prepare(
      `INSERT INTO game (game_id, vendor_code, game_category, game_name, node_name, display_name, lotto_mode, min_bet_minor, tel_node_id, created_at)
       VALUES ('x-1', ?, ?, 'Test Game', 'Test Game', 'PG Soft', ?, 10, 1, 0)`,
    ).run(vendor, category, lottoMode);
  };

  it('refuses a category games cannot have, a play mode outside lotteries and a vendor outside its categories', () => {
    expect(() => insert('HOT', null)).toThrow(/CHECK/);
    expect(() => insert('RNG', 'Tradition')).toThrow(/CHECK/);
    expect(() => insert('LOTT', null, 'LOTT')).toThrow(/CHECK/);
    expect(() => insert('LIVE', null)).toThrow(/FOREIGN KEY/);
  });
});
