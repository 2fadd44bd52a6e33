/**
 * The deterministic draw schedule of the lotteries: each lottery family draws at a fixed interval
 * that divides a day, aligned on Manila midnight (UTC+8); a draw is named `YYYYMMDD-NNN` after its
 * Manila date and its number within that day. Bets close 30 seconds before the draw.
 */

import { DAY_MS, manilaDate, manilaMidnight, msIntoManilaDay } from '../time/manila-days';

/** The lottery families (a lottery's `gameClassifyNew`). */
export type LotteryClassify = 'VN' | 'SEA' | 'CLASSIC' | 'QUICK';

const MINUTE_MS = 60_000;

/** Bets on a draw close this long before it is drawn. */
export const DRAW_CLOSE_BEFORE_MS = 30_000;

/** How many draws after the open one a bet may be placed on. */
export const MAX_DRAWS_AHEAD = 10;

/** Minutes between two draws of each family. */
const INTERVAL_MINUTES: Readonly<Record<LotteryClassify, number>> = { VN: 20, SEA: 10, CLASSIC: 15, QUICK: 5 };

/** One draw of a lottery: its name and its times (ms). */
export interface DrawSlot {
  readonly drawNumber: string;
  /** The draw's index since the epoch at its interval. */
  readonly index: number;
  readonly opensAt: number;
  readonly closesAt: number;
  readonly drawAt: number;
}

/** The family of a lottery vendor: VN, SEA, CLASSIC (LOTT) or QUICK (every other, ELOTT). */
export function classifyOf(vendorCode: string): LotteryClassify {
  if (vendorCode === 'TCG_LOTTO_VN') return 'VN';
  if (vendorCode === 'TCG_SEA') return 'SEA';
  if (vendorCode === 'LOTT') return 'CLASSIC';
  return 'QUICK';
}

/** Milliseconds between two draws of a family. */
export function drawIntervalMs(classify: LotteryClassify): number {
  return INTERVAL_MINUTES[classify] * MINUTE_MS;
}

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

/** The draw with this index at this interval. */
export function drawAtIndex(index: number, intervalMs: number): DrawSlot {
  const opensAt = index * intervalMs;
  const date = manilaDate(opensAt).replaceAll('-', '');
  const sequence = Math.floor(msIntoManilaDay(opensAt) / intervalMs) + 1;
  const drawAt = opensAt + intervalMs;
  return { drawNumber: `${date}-${pad(sequence, 3)}`, index, opensAt, closesAt: drawAt - DRAW_CLOSE_BEFORE_MS, drawAt };
}

/** The draw open for bets at `now`: the first whose bets close after `now`. */
export function openDraw(now: number, intervalMs: number): DrawSlot {
  return drawAtIndex(Math.floor((now + DRAW_CLOSE_BEFORE_MS) / intervalMs), intervalMs);
}

/** The latest draw drawn at or before `now`, or null before the first. */
export function lastDrawnDraw(now: number, intervalMs: number): DrawSlot | null {
  const index = Math.floor(now / intervalMs) - 1;
  return index < 0 ? null : drawAtIndex(index, intervalMs);
}

/** The draw a `YYYYMMDD-NNN` name stands for at this interval, or null when it names none. */
export function parseDrawNumber(drawNumber: string, intervalMs: number): DrawSlot | null {
  const match = /^(\d{4})(\d{2})(\d{2})-(\d{3})$/.exec(drawNumber);
  if (!match) return null;
  const [, year, month, day, sequence] = match.map(Number) as [number, number, number, number, number];
  const perDay = DAY_MS / intervalMs;
  if (month < 1 || month > 12 || day < 1 || day > 31 || sequence < 1 || sequence > perDay) return null;
  const midnight = manilaMidnight(year, month, day);
  const index = (midnight + (sequence - 1) * intervalMs) / intervalMs;
  const slot = drawAtIndex(index, intervalMs);
  return slot.drawNumber === drawNumber ? slot : null;
}

/** The last two digits of a five-digit result: the number that wins. */
export function winningNumberOf(result: string): string {
  return result.slice(-2);
}

/** A lottery number pays this many times its stake when it wins. */
export const LOTTERY_PAYOUT_MULTIPLIER = 95;
