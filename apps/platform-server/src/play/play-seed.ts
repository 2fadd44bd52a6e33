import type { Db } from '../db/open-database';
import { seededRandom, type RandomSource } from '../security/random-source';
import { drawAtIndex, lastDrawnDraw } from './draw-schedule';
import { LotteryDraws } from './lottery-draws';
import { seedDemoOrders } from './play-seed-orders';

/** The seed of the play area's PRNG: the same data on every run. */
const PLAY_SEED = 0x91a7_0011;
const DAY_MS = 86_400_000;
/** Drawn results seeded per lottery, before the seed's clock. */
const SEEDED_DRAWS = 12;
/** Featured winners seeded per merchant. */
const SHOWCASE_PER_MERCHANT = 24;

const WINNER_NAMES = [
  'juanito', 'mariaclara', 'josefina88', 'andres_b', 'luzviminda', 'kristine', 'rodelio', 'marites', 'jeepneyking',
  'bongbong7', 'dalisay', 'nenita', 'ramoncito', 'lolita', 'carlito', 'rosario', 'ernesto', 'perlita', 'danilo',
  'teresita', 'jojomanila', 'cebulucky', 'davaoace', 'iloilorose',
] as const;

const HOST_NAMES = [
  'Angel Cruz', 'Bea Santos', 'Cassy Reyes', 'Dianne Lim', 'Ella Bautista', 'Faith Garcia', 'Gwen Mendoza', 'Hannah Tan',
  'Isay Ramos', 'Jasmine Castro', 'Kaye Flores', 'Liza Villanueva', 'Mika Torres', 'Nikki Aquino', 'Olive Navarro', 'Pia Domingo',
] as const;

function pickOf<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[random.int(0, items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** Games whose vendor gave no launch address: the WS168 cockfight rooms. */
function seedUnavailableGames(db: Db): void {
  db.prepare(
    `INSERT INTO game_launch_unavailable (node_id, reason)
     SELECT node_id, 'The vendor has not given a launch address yet' FROM game WHERE vendor_code = 'WS168'`,
  ).run();
}

/** The last SEEDED_DRAWS results of every lottery before `now`. */
function seedDrawHistory(db: Db, random: RandomSource, now: number): void {
  const lotteries = db.prepare<[], { node_id: number; vendor_code: string }>(
    "SELECT node_id, vendor_code FROM game WHERE game_category IN ('LOTT', 'ELOTT') ORDER BY node_id",
  ).all();
  const insert = db.prepare<[number, string, number, string]>(
    'INSERT INTO lottery_draw (node_id, draw_number, draw_at, result) VALUES (?, ?, ?, ?)',
  );
  for (const lottery of lotteries) {
    const interval = LotteryDraws.intervalOf(lottery.vendor_code);
    const last = lastDrawnDraw(now, interval);
    if (!last) continue;
    for (let index = last.index - SEEDED_DRAWS + 1; index <= last.index; index += 1) {
      const slot = drawAtIndex(index, interval);
      insert.run(lottery.node_id, slot.drawNumber, slot.drawAt, String(random.int(0, 100_000)).padStart(5, '0'));
    }
  }
}

/** Featured winners of every merchant over the 30 days before `now`, a third of them on lotteries. */
function seedShowcase(db: Db, random: RandomSource, now: number): void {
  const merchants = db.prepare<[], { code: string }>('SELECT code FROM merchant ORDER BY code').all();
  const pool = (categories: string) =>
    db.prepare<[], { node_id: number }>(`SELECT node_id FROM game WHERE game_category IN (${categories}) ORDER BY node_id`).all();
  const games = pool("'RNG', 'FISH', 'LIVE', 'PVP'");
  const lotteries = pool("'LOTT', 'ELOTT'");
  const insert = db.prepare<[string, string, number, number, number]>(
    'INSERT INTO winner_showcase (merchant_code, customer_name, node_id, win_amount_minor, won_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const merchant of merchants) {
    for (let i = 0; i < SHOWCASE_PER_MERCHANT; i += 1) {
      const game = pickOf(random, i % 3 === 0 ? lotteries : games);
      const amount = (random.int(5, 500) * 1_000 + random.int(0, 100)) * 100;
      insert.run(merchant.code, pickOf(random, WINNER_NAMES), game.node_id, amount, now - random.int(60_000, 30 * DAY_MS));
    }
  }
}

/** One host per live-stream room, each with a daily shift. */
function seedLiveHosts(db: Db, random: RandomSource): void {
  const rooms = db.prepare<[], { node_id: number }>("SELECT node_id FROM game WHERE game_category = 'LIVESTREAM' ORDER BY node_id").all();
  const insert = db.prepare<[number, string, number, string, number, number]>(
    'INSERT INTO live_host (id, name, node_id, room_code, shift_start_hour, shift_hours) VALUES (?, ?, ?, ?, ?, ?)',
  );
  HOST_NAMES.forEach((name, index) => {
    const room = rooms[index % Math.max(1, rooms.length)];
    if (!room) return;
    insert.run(index + 1, name, room.node_id, `IDOL-R${String(index + 1).padStart(2, '0')}`, random.int(0, 24), random.int(6, 13));
  });
}

/**
 * Seeds the demo data of the play area (deterministic; runs once, after the merchants and demo
 * accounts): games without a launch address, lottery draw history, featured winners, live hosts
 * and the demo accounts' order history.
 */
export function seedPlay(db: Db, now: number): void {
  const random = seededRandom(PLAY_SEED);
  db.transaction(() => {
    seedUnavailableGames(db);
    seedDrawHistory(db, random, now);
    seedShowcase(db, random, now);
    seedLiveHosts(db, random);
  })();
  seedDemoOrders(db, random, now);
}
