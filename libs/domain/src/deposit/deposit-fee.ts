import { basisPointsOfMinor } from '../money/basis-points';

/** A fee percent with up to two decimals as whole basis points: 1.5 → 150. */
export function feeBasisPointsOf(feePercent: number): number {
  return Math.round(feePercent * 100);
}

/**
 * The provider's fee of a deposit (paid by the player on top of the amount), rounded half up to
 * a minor unit, in integer arithmetic (exact for every amount an input accepts): 200000 at 1.5 %
 * → 3000. The platform server charges the same.
 */
export function depositFeeMinor(amountMinor: number, feePercent: number): number {
  return basisPointsOfMinor(amountMinor, feeBasisPointsOf(feePercent));
}

/** What the player pays for a deposit: the amount credited plus the provider's fee. */
export function depositTotalMinor(amountMinor: number, feePercent: number): number {
  return amountMinor + depositFeeMinor(amountMinor, feePercent);
}
