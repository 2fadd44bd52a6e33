import { seededRandom } from '@gp/domain';
import { CATALOGUE_CATEGORIES, type CatalogueCategory } from './game-catalogue';
import type { Db } from './open-database';
import { GAME_NAMERS, LISTED_STYLES, pick, type NameStyle, type Random } from './seed-game-names';

/** What one vendor seeds in one category: how many games, named in which style. */
interface CategoryPlan {
  readonly category: CatalogueCategory;
  readonly count: number;
  readonly style: NameStyle;
  /** Lotteries only: the prefix of their game codes. */
  readonly codePrefix?: string;
}

/** A seeded vendor: its code (vassalage), display name and what it seeds per category. */
export interface SeedVendor {
  readonly code: string;
  readonly displayName: string;
  readonly plans: readonly CategoryPlan[];
}

const plan = (category: CatalogueCategory, count: number, style: NameStyle, codePrefix?: string): CategoryPlan => ({
  category, count, style, codePrefix,
});

/** The seeded vendors, in the order the vendor sorting lists them inside each category. */
export const SEED_VENDORS: readonly SeedVendor[] = [
  { code: 'PINOY', displayName: 'Pinoy Games', plans: [plan('LOCAL', 30, 'local')] },
  { code: 'PG', displayName: 'PG Soft', plans: [plan('RNG', 260, 'slot')] },
  { code: 'JILI', displayName: 'JILI', plans: [plan('RNG', 240, 'slot'), plan('FISH', 20, 'fish'), plan('PVP', 40, 'card'), plan('BGS', 12, 'bingo')] },
  { code: 'PP', displayName: 'Pragmatic Play', plans: [plan('RNG', 300, 'slot'), plan('LIVE', 60, 'live')] },
  { code: 'JDB', displayName: 'JDB', plans: [plan('RNG', 150, 'slot'), plan('FISH', 16, 'fish')] },
  { code: 'CQ9', displayName: 'CQ9', plans: [plan('RNG', 150, 'slot'), plan('FISH', 14, 'fish')] },
  { code: 'FC', displayName: 'Fa Chai', plans: [plan('RNG', 110, 'slot'), plan('FISH', 12, 'fish')] },
  { code: 'SPADE', displayName: 'Spadegaming', plans: [plan('RNG', 120, 'slot'), plan('FISH', 10, 'fish')] },
  { code: 'HB', displayName: 'Habanero', plans: [plan('RNG', 130, 'slot')] },
  { code: 'EVO', displayName: 'Evolution', plans: [plan('LIVE', 120, 'live')] },
  { code: 'SEXY', displayName: 'AE Sexy', plans: [plan('LIVE', 50, 'live')] },
  { code: 'DG', displayName: 'Dream Gaming', plans: [plan('LIVE', 45, 'live')] },
  { code: 'WM', displayName: 'WM Casino', plans: [plan('LIVE', 40, 'live')] },
  { code: 'KM', displayName: 'Kingmaker', plans: [plan('PVP', 50, 'card'), plan('LOCAL', 18, 'local')] },
  { code: 'V8', displayName: 'V8 Poker', plans: [plan('PVP', 60, 'card')] },
  { code: 'KY', displayName: 'Kaiyuan', plans: [plan('PVP', 55, 'card')] },
  { code: 'SBO', displayName: 'SBOBET', plans: [plan('SPORTS', 4, 'sports')] },
  { code: 'CMD', displayName: 'CMD368', plans: [plan('SPORTS', 3, 'sports')] },
  { code: 'SABA', displayName: 'SABA Sports', plans: [plan('SPORTS', 5, 'sports')] },
  { code: 'TF', displayName: 'TF Gaming', plans: [plan('ESPORTS', 3, 'esports')] },
  { code: 'IMES', displayName: 'IM Esports', plans: [plan('ESPORTS', 3, 'esports')] },
  { code: 'S128', displayName: 'S128', plans: [plan('COCKFIGHT', 3, 'cockfight')] },
  { code: 'WS168', displayName: 'WS168', plans: [plan('COCKFIGHT', 3, 'cockfight')] },
  { code: 'TCG_LOTTO_VN', displayName: 'VN Lottery', plans: [plan('LOTT', 14, 'vnLottery', 'VNL')] },
  { code: 'TCG_SEA', displayName: 'SEA Lottery', plans: [plan('LOTT', 12, 'seaLottery', 'SEA')] },
  { code: 'LOTT', displayName: 'Lottery', plans: [plan('LOTT', 12, 'lottery', 'TL')] },
  { code: 'ELOTT', displayName: 'E-Lottery', plans: [plan('ELOTT', 30, 'eLottery', 'EL')] },
  { code: 'IDOL', displayName: 'Idol Live', plans: [plan('LIVESTREAM', 16, 'stream')] },
  { code: 'BINGOX', displayName: 'Bingo Xpress', plans: [plan('BGS', 24, 'bingo')] },
];

/** How many games the seed writes. */
export const SEED_GAME_COUNT = SEED_VENDORS.reduce((sum, v) => sum + v.plans.reduce((n, p) => n + p.count, 0), 0);

/** How many vendors the seed writes. */
export const SEED_VENDOR_COUNT = SEED_VENDORS.length;

/** The nodeId of the first seeded game; the others follow one by one. */
export const FIRST_SEED_NODE_ID = 10_001;

/** The seed's clock: games were added before this instant, new ones within the 30 days before it. */
export const SEED_GAMES_NOW = Date.UTC(2026, 0, 1);

/** The seed of the PRNG; the same seed gives the same catalogue on every run. */
export const SEED_GAMES_PRNG_SEED = 0x5eed_6a3e;

const DAY_MS = 86_400_000;
const MIN_BETS_MINOR = [10, 20, 50, 100, 200, 500, 1000] as const;

/** The share of a category's games that support free play (support_play 0). */
const FREE_PLAY_SHARE: Readonly<Record<CatalogueCategory, number>> = {
  LOCAL: 0.5, RNG: 0.8, LIVE: 0, FISH: 0.7, PVP: 0.5, SPORTS: 0, ESPORTS: 0, COCKFIGHT: 0,
  LOTT: 0.2, ELOTT: 0.5, LIVESTREAM: 0, BGS: 0.6,
};

function lottoMode(category: CatalogueCategory, rng: Random): string | null {
  if (category === 'LOTT') return rng() < 0.75 ? 'Tradition' : 'Tradition,Entertainment';
  if (category === 'ELOTT') return rng() < 0.7 ? 'Entertainment' : 'Tradition,Entertainment';
  return null;
}

function uniqueName(style: NameStyle, rng: Random, index: number, vendorName: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const name = GAME_NAMERS[style](rng, index, vendorName);
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
    if (LISTED_STYLES.has(style)) break;
  }
  throw new Error(`Seed plan error: no unused ${style} name for ${vendorName} game ${index}`);
}

/**
 * Writes the deterministic game catalogue (SEED_VENDOR_COUNT vendors, the categories each serves,
 * SEED_GAME_COUNT games) into a database without one, in one transaction.
 */
export function seedGames(db: Db): void {
  const rng = seededRandom(SEED_GAMES_PRNG_SEED);
  const insertVendor = db.prepare('INSERT INTO game_vendor (code, display_name) VALUES (?, ?)');
  const insertCategory = db.prepare('INSERT INTO game_vendor_category (vendor_code, game_category) VALUES (?, ?)');
  const insertGame = db.prepare(
    `INSERT INTO game (node_id, game_id, vendor_code, game_category, game_name, node_name, display_name, game_code,
       game_group_id, lotto_mode, support_play, is_new, popularity, min_bet_minor, tel_node_id, created_at)
     VALUES (@nodeId, @gameId, @vendor, @category, @name, @nodeName, @displayName, @gameCode,
       @groupId, @lottoMode, @supportPlay, @isNew, @popularity, @minBet, @telNodeId, @createdAt)`,
  );
  const taken = new Set<string>();
  let nodeId = FIRST_SEED_NODE_ID;
  db.transaction(() => {
    SEED_VENDORS.forEach((vendor, vendorIndex) => {
      insertVendor.run(vendor.code, vendor.displayName);
      let vendorGame = 0;
      for (const p of vendor.plans) {
        insertCategory.run(vendor.code, p.category);
        for (let index = 0; index < p.count; index += 1) {
          vendorGame += 1;
          const name = uniqueName(p.style, rng, index, vendor.displayName, taken);
          const isNew = rng() < 0.1;
          const lobbyEntry = index === 0 && ['SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(p.category);
          insertGame.run({
            nodeId,
            gameId: `${vendor.code.toLowerCase()}-${String(vendorGame).padStart(4, '0')}`,
            vendor: vendor.code,
            category: p.category,
            name,
            nodeName: lobbyEntry ? vendor.displayName : name,
            displayName: vendor.displayName,
            gameCode: p.codePrefix === undefined ? 'lobby' : `${p.codePrefix}${String(index + 1).padStart(2, '0')}`,
            groupId: p.codePrefix === undefined ? null : 100 + vendorIndex * 10 + (index % 3),
            lottoMode: lottoMode(p.category, rng),
            supportPlay: rng() < FREE_PLAY_SHARE[p.category] ? 0 : 1,
            isNew: isNew ? 1 : 0,
            popularity: Math.floor(rng() ** 2 * 100_000),
            minBet: pick(rng, MIN_BETS_MINOR),
            telNodeId: 1 + Math.floor(rng() * 99_999),
            createdAt: SEED_GAMES_NOW - Math.floor((isNew ? 1 + rng() * 29 : 30 + rng() * 700) * DAY_MS),
          });
          nodeId += 1;
        }
      }
    });
  })();
}

/** A merchant whose vendor sorting is seeded, and whether it offers cockfight. */
export interface MerchantVendorSeed {
  readonly code: string;
  readonly cockfight: boolean;
}

/**
 * Writes each merchant's vendor sorting in one transaction: every category in CATALOGUE_CATEGORIES
 * order, each with its vendors in SEED_VENDORS order; COCKFIGHT is left out (switched off) for a
 * merchant without cockfight. Needs seedGames first.
 */
export function seedMerchantVendors(db: Db, merchantCodes: readonly MerchantVendorSeed[]): void {
  const insert = db.prepare(
    `INSERT INTO merchant_game_vendor (merchant_code, game_category, vendor_code, category_order, sort_order)
     VALUES (?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const merchant of merchantCodes) {
      CATALOGUE_CATEGORIES.forEach((category, categoryOrder) => {
        if (category === 'COCKFIGHT' && !merchant.cockfight) return;
        const vendors = SEED_VENDORS.filter((v) => v.plans.some((p) => p.category === category));
        vendors.forEach((vendor, sortOrder) => insert.run(merchant.code, category, vendor.code, categoryOrder, sortOrder));
      });
    }
  })();
}
