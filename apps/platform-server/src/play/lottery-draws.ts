import type { Db } from '../db/open-database';
import { cryptoRandom, type RandomSource } from '../security/random-source';
import { classifyOf, drawAtIndex, drawIntervalMs, lastDrawnDraw, winningNumberOf, type DrawSlot } from './draw-schedule';

/** A drawn result as the API shows it. */
export interface DrawnResult {
  readonly drawNumber: string;
  readonly drawAt: number;
  readonly result: string;
  readonly winningNumber: string;
}

/**
 * The results of lottery draws. A result is drawn from the server's randomness the first time it
 * is needed after the draw's time and written once (the seed writes the history before it).
 */
export class LotteryDraws {
  private readonly select;
  private readonly insert;

  constructor(
    db: Db,
    private readonly random: RandomSource = cryptoRandom,
  ) {
    this.select = db.prepare<[number, string], { result: string }>('SELECT result FROM lottery_draw WHERE node_id = ? AND draw_number = ?');
    this.insert = db.prepare<[number, string, number, string]>(
      'INSERT OR IGNORE INTO lottery_draw (node_id, draw_number, draw_at, result) VALUES (?, ?, ?, ?)',
    );
  }

  /** The draw interval of a lottery vendor's games. */
  static intervalOf(vendorCode: string): number {
    return drawIntervalMs(classifyOf(vendorCode));
  }

  /** The five-digit result of a draw, drawn now if it is due and was not yet; null before its time. */
  resultOf(nodeId: number, slot: Pick<DrawSlot, 'drawNumber' | 'drawAt'>, now: number): string | null {
    const stored = this.select.get(nodeId, slot.drawNumber);
    if (stored) return stored.result;
    if (slot.drawAt > now) return null;
    this.insert.run(nodeId, slot.drawNumber, slot.drawAt, String(this.random.int(0, 100_000)).padStart(5, '0'));
    return this.select.get(nodeId, slot.drawNumber)?.result ?? null;
  }

  /** The last `count` drawn results of a lottery before `now`, newest first. */
  recent(nodeId: number, vendorCode: string, now: number, count: number): DrawnResult[] {
    const interval = LotteryDraws.intervalOf(vendorCode);
    const last = lastDrawnDraw(now, interval);
    if (!last) return [];
    const results: DrawnResult[] = [];
    for (let index = last.index; index > last.index - count && index >= 0; index -= 1) {
      const slot = drawAtIndex(index, interval);
      const result = this.resultOf(nodeId, slot, now);
      if (result) results.push({ drawNumber: slot.drawNumber, drawAt: slot.drawAt, result, winningNumber: winningNumberOf(result) });
    }
    return results;
  }
}
