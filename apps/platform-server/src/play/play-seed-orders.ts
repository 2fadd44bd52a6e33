import type { Db } from '../db/open-database';
import type { RandomSource } from '../security/random-source';
import { Ledger } from '../wallet/ledger';
import { drawAtIndex, lastDrawnDraw, LOTTERY_PAYOUT_MULTIPLIER, openDraw, winningNumberOf, type DrawSlot } from './draw-schedule';
import { LotteryDraws } from './lottery-draws';
import { OrderStore } from './order-store';
import { allowedStakes, spin, type RandomInt } from './slot-machine';

const HOUR_MS = 3_600_000;
/** The seeded pending order bets ahead on a draw this far after the seed's clock, so it stays cancellable. */
const ADVANCE_BET_MS = 10 * 365 * 24 * HOUR_MS;

interface SeedGame {
  node_id: number;
  vendor_code: string;
  min_bet_minor: number;
}

/** One planned order: a slot spin or a lottery bet, at a time. */
type PlannedOrder =
  | { kind: 'slot'; at: number; game: SeedGame; stake: number; forceBigWin: boolean }
  | { kind: 'lottery'; at: number; game: SeedGame; slot: DrawSlot; numbers: string[]; stakeEach: number; settle: boolean };

function firstGame(db: Db, merchant: string, where: string): SeedGame {
  const game = db
    .prepare<[string], SeedGame>(
      `SELECT g.node_id, g.vendor_code, g.min_bet_minor FROM game g
       JOIN merchant_game_vendor mv ON mv.merchant_code = ? AND mv.game_category = g.game_category AND mv.vendor_code = g.vendor_code
       WHERE ${where} AND g.min_bet_minor <= 100 ORDER BY g.popularity DESC, g.node_id LIMIT 1`,
    )
    .get(merchant);
  if (!game) throw new Error(`seed: no game (${where}) for ${merchant}`);
  return game;
}

/** The order history of one demo account: ten slot spins (one a big win), four settled lottery bets and one pending. */
function planOrders(db: Db, random: RandomSource, merchant: string, now: number): PlannedOrder[] {
  const slotGame = firstGame(db, merchant, "g.game_category = 'RNG'");
  const quick = firstGame(db, merchant, "g.vendor_code = 'ELOTT'");
  const classic = firstGame(db, merchant, "g.vendor_code = 'LOTT'");
  const plan: PlannedOrder[] = [];
  for (let i = 0; i < 10; i += 1) {
    const stakes = allowedStakes(slotGame.min_bet_minor).slice(0, 4);
    const stake = stakes[random.int(0, stakes.length)] ?? 100;
    plan.push({ kind: 'slot', at: now - (30 - i) * HOUR_MS, game: slotGame, stake, forceBigWin: i === 6 });
  }
  [quick, classic].forEach((game, g) => {
    const last = lastDrawnDraw(now, LotteryDraws.intervalOf(game.vendor_code));
    if (!last) return;
    for (let k = 0; k < 2; k += 1) {
      const slot = drawAtIndex(last.index - 1 - k * 3, LotteryDraws.intervalOf(game.vendor_code));
      const numbers = [String(random.int(0, 100)).padStart(2, '0'), String(random.int(0, 100)).padStart(2, '0')];
      if (g === 0 && k === 0) numbers[0] = winningNumberOf(drawResult(db, game.node_id, slot.drawNumber));
      plan.push({ kind: 'lottery', at: slot.opensAt + 60_000, game, slot, numbers: [...new Set(numbers)], stakeEach: Math.max(100, game.min_bet_minor), settle: true });
    }
  });
  const ahead = openDraw(now + ADVANCE_BET_MS, LotteryDraws.intervalOf(quick.vendor_code));
  plan.push({ kind: 'lottery', at: now - HOUR_MS, game: quick, slot: ahead, numbers: ['07', '18', '88'], stakeEach: Math.max(100, quick.min_bet_minor), settle: false });
  return plan.sort((a, b) => a.at - b.at);
}

function drawResult(db: Db, nodeId: number, drawNumber: string): string {
  const row = db.prepare<[number, string], { result: string }>('SELECT result FROM lottery_draw WHERE node_id = ? AND draw_number = ?').get(nodeId, drawNumber);
  if (!row) throw new Error(`seed: no result of ${drawNumber}`);
  return row.result;
}

function stakeOf(order: PlannedOrder): number {
  return order.kind === 'slot' ? order.stake : order.stakeEach * order.numbers.length;
}

/** Writes one planned order and its ledger rows. */
function writeOrder(db: Db, store: OrderStore, ledger: Ledger, random: RandomSource, member: { id: number; merchant: string }, order: PlannedOrder): void {
  const base = { merchant: member.merchant, memberId: member.id, nodeId: order.game.node_id, wallet: 'cash' as const, at: order.at };
  if (order.kind === 'slot') {
    let first = order.forceBigWin;
    const draw: RandomInt = (min, max) => (first ? ((first = false), 600) : random.int(min, max));
    const outcome = spin(order.stake, draw);
    const id = store.insertSlot({ ...base, stake: order.stake, win: outcome.winMinor, reels: JSON.stringify(outcome.reels) });
    ledger.post({ memberId: member.id, wallet: 'cash', amountMinor: -order.stake, kind: 'bet', reference: `order:${id}`, at: order.at });
    if (outcome.winMinor > 0) ledger.post({ memberId: member.id, wallet: 'cash', amountMinor: outcome.winMinor, kind: 'payout', reference: `order:${id}`, at: order.at });
    return;
  }
  const { slot } = order;
  const id = store.insertLottery({ ...base, stake: stakeOf(order), drawNumber: slot.drawNumber, closesAt: slot.closesAt, drawAt: slot.drawAt }, order.numbers, order.stakeEach);
  ledger.post({ memberId: member.id, wallet: 'cash', amountMinor: -stakeOf(order), kind: 'bet', reference: `order:${id}`, at: order.at });
  if (!order.settle) return;
  const winning = winningNumberOf(drawResult(db, order.game.node_id, slot.drawNumber));
  let total = 0;
  for (const sub of store.subOrders(id)) {
    const win = sub.number === winning ? sub.stake_minor * LOTTERY_PAYOUT_MULTIPLIER : 0;
    store.setSubOrder(sub.id, win > 0 ? 'won' : 'lost', win);
    total += win;
  }
  store.markSettled(id, total, slot.drawAt);
  if (total > 0) ledger.post({ memberId: member.id, wallet: 'cash', amountMinor: total, kind: 'payout', reference: `order:${id}`, at: slot.drawAt });
}

/**
 * The order history of each merchant's `demo` account, with its ledger rows. Balances never go
 * negative: when the cash balance does not cover the seeded stakes, a 'bonus' credit comes first.
 */
export function seedDemoOrders(db: Db, random: RandomSource, now: number): void {
  const members = db.prepare<[], { id: number; merchant: string }>(
    "SELECT id, merchant_code AS merchant FROM member WHERE username = 'demo' AND type = 0 ORDER BY merchant_code",
  ).all();
  const ledger = new Ledger(db);
  const store = new OrderStore(db);
  db.transaction(() => {
    for (const member of members) {
      const plan = planOrders(db, random, member.merchant, now);
      const stakes = plan.reduce((sum, order) => sum + stakeOf(order), 0);
      const balance = ledger.balanceOf(member.id, 'cash');
      const firstAt = plan[0]?.at ?? now;
      if (balance < stakes) {
        ledger.post({ memberId: member.id, wallet: 'cash', amountMinor: stakes - balance, kind: 'bonus', reference: 'promo:play-history', at: firstAt - 60_000 });
      }
      for (const order of plan) writeOrder(db, store, ledger, random, member, order);
    }
  })();
}
