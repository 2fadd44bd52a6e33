import type { Db } from '../db/open-database';
import { OFFERED_BY_MERCHANT } from './favourite-repository';

/** The categories whose hottest games the demo account has as favourites, and how many of each. */
const FAVOURITE_PICKS: readonly (readonly [category: string, count: number])[] = [
  ['RNG', 3],
  ['LIVE', 2],
  ['FISH', 1],
  ['PVP', 1],
  ['LOCAL', 1],
];

/** The categories whose hottest game the demo account opened lately, last opened first. */
const RECENT_PICKS: readonly string[] = ['RNG', 'FISH', 'LIVE', 'PVP', 'LOTT', 'BGS'];

const MINUTE_MS = 60_000;

/**
 * Seeds the demo data of the games area (deterministic; runs once, after the merchants and demo
 * accounts): the `demo` account of every merchant gets a few favourite and recent games, the
 * hottest of some categories the merchant offers, so that its favourites and recent lists are
 * not empty.
 */
export function seedGameLists(db: Db, now: number): void | Promise<void> {
  const demos = db
    .prepare<[], { id: number; merchant_code: string }>("SELECT id, merchant_code FROM member WHERE username = 'demo' ORDER BY id")
    .all();
  const hottest = db.prepare<{ merchant: string; category: string; limit: number }, { node_id: number }>(
    `SELECT g.node_id FROM game g WHERE g.game_category = @category AND ${OFFERED_BY_MERCHANT}
     ORDER BY g.popularity DESC, g.node_id LIMIT @limit`,
  );
  const favourite = db.prepare('INSERT INTO game_favourite (member_id, node_id, created_at) VALUES (?, ?, ?)');
  const recent = db.prepare('INSERT INTO game_recent (member_id, node_id, played_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const demo of demos) {
      const pick = (category: string, limit: number) =>
        hottest.all({ merchant: demo.merchant_code, category, limit }).map((row) => row.node_id);
      const favourites = FAVOURITE_PICKS.flatMap(([category, count]) => pick(category, count));
      // Oldest first, so that the first pick ends up newest.
      [...favourites].reverse().forEach((nodeId, i) => favourite.run(demo.id, nodeId, now - (favourites.length - i) * MINUTE_MS));
      const recents = RECENT_PICKS.flatMap((category) => pick(category, 1));
      [...recents].reverse().forEach((nodeId, i) => recent.run(demo.id, nodeId, now - (recents.length - i) * MINUTE_MS));
    }
  })();
}
