/** A source of random numbers in [0, 1), passed in because the domain has none of its own. */
export type RandomSource = () => number;

/**
 * Draws a whole index from 0 to size - 1 from a random source. A draw that strays outside
 * [0, 1) is clamped into range, and one that is not a number gives 0. Size must be at least 1.
 */
export function drawIndex(random: RandomSource, size: number): number {
  const drawn = Math.floor(random() * size);
  return Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), size - 1) : 0;
}
