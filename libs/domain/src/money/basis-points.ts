/** Basis points (hundredths of a percent) in a whole. */
const BASIS_POINTS = 10_000;

/**
 * `basisPoints` hundredths of a percent of an amount, rounded half up to a minor unit, in integer
 * arithmetic (exact for every amount an input accepts): 200000 at 150 → 3000.
 */
export function basisPointsOfMinor(amountMinor: number, basisPoints: number): number {
  const whole = Math.floor(amountMinor / BASIS_POINTS);
  const rest = amountMinor % BASIS_POINTS;
  return whole * basisPoints + Math.floor((rest * basisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
}
