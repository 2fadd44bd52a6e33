/**
 * The demo slot's rules, pure: the stakes a game allows, the paytable and how one random draw
 * becomes three reels and a win.
 */

/** The symbols on the reels. */
export const SLOT_SYMBOLS = ['SEVEN', 'DIAMOND', 'BELL', 'BAR', 'CHERRY', 'LEMON'] as const;

/** A symbol on a reel. */
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** The stakes of the slot page and the lotteries, in minor units (0.10 to 100.00). */
export const STAKE_LADDER_MINOR = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] as const;

/** The stakes a game with this minimum bet allows: the ladder's, from the minimum bet up. */
export function allowedStakes(minBetMinor: number): number[] {
  return STAKE_LADDER_MINOR.filter((stake) => stake >= minBetMinor);
}

/** One line of the paytable: an outcome, its chance in a million and what it pays (times the stake). */
interface PayLine {
  readonly outcome: SlotSymbol | 'PAIR';
  readonly perMillion: number;
  readonly multiplier: number;
}

/** The draws a spin is made of: a number in [0, SPIN_RANGE). */
export const SPIN_RANGE = 1_000_000;

/** The paytable, rarest first; whatever is left of the million loses. Returns 95% on average. */
export const PAYTABLE: readonly PayLine[] = [
  { outcome: 'SEVEN', perMillion: 500, multiplier: 200 },
  { outcome: 'DIAMOND', perMillion: 2_000, multiplier: 50 },
  { outcome: 'BELL', perMillion: 5_000, multiplier: 20 },
  { outcome: 'BAR', perMillion: 12_000, multiplier: 10 },
  { outcome: 'CHERRY', perMillion: 30_000, multiplier: 5 },
  { outcome: 'LEMON', perMillion: 50_000, multiplier: 3 },
  { outcome: 'PAIR', perMillion: 153_334, multiplier: 1.5 },
];

/** The average share of stakes the paytable pays back. */
export function returnToPlayer(): number {
  return PAYTABLE.reduce((sum, line) => sum + line.perMillion * line.multiplier, 0) / SPIN_RANGE;
}

/** A spin's outcome. */
export interface SpinOutcome {
  readonly reels: [SlotSymbol, SlotSymbol, SlotSymbol];
  readonly multiplier: number;
  readonly winMinor: number;
}

/** Integers in [min, max), from the caller's randomness. */
export type RandomInt = (min: number, max: number) => number;

function otherSymbol(random: RandomInt, not: readonly SlotSymbol[]): SlotSymbol {
  const choices = SLOT_SYMBOLS.filter((symbol) => !not.includes(symbol));
  return choices[random(0, choices.length)] ?? 'LEMON';
}

/** The reels of an outcome: three alike, a pair in random places, or three different symbols. */
function reelsOf(outcome: PayLine['outcome'] | 'LOSS', random: RandomInt): [SlotSymbol, SlotSymbol, SlotSymbol] {
  if (outcome !== 'PAIR' && outcome !== 'LOSS') return [outcome, outcome, outcome];
  const first = otherSymbol(random, []);
  const second = otherSymbol(random, [first]);
  if (outcome === 'LOSS') return [first, second, otherSymbol(random, [first, second])];
  const reels: [SlotSymbol, SlotSymbol, SlotSymbol] = [first, first, first];
  reels[random(0, 3)] = second;
  return reels;
}

/** One spin: `random` draws the outcome from the paytable, then the reels that show it. */
export function spin(stakeMinor: number, random: RandomInt): SpinOutcome {
  let draw = random(0, SPIN_RANGE);
  for (const line of PAYTABLE) {
    if (draw < line.perMillion) {
      return { reels: reelsOf(line.outcome, random), multiplier: line.multiplier, winMinor: Math.floor(stakeMinor * line.multiplier) };
    }
    draw -= line.perMillion;
  }
  return { reels: reelsOf('LOSS', random), multiplier: 0, winMinor: 0 };
}
