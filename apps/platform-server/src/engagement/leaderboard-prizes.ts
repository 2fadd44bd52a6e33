import type { LeaderboardPrize } from './leaderboard-repository';

/** The prize of a place (0 outside the prized places). */
export function prizeOfRank(prizes: readonly LeaderboardPrize[], rank: number | null): number {
  if (rank === null) return 0;
  return prizes.find((prize) => rank >= prize.rankFrom && rank <= prize.rankTo)?.amountMinor ?? 0;
}

/** The prize pool: every prized place's prize. */
export function prizePoolOf(prizes: readonly LeaderboardPrize[]): number {
  return prizes.reduce((sum, prize) => sum + (prize.rankTo - prize.rankFrom + 1) * prize.amountMinor, 0);
}

/** The last prized place (0 when nothing is prized). */
export function lastPrizedRankOf(prizes: readonly LeaderboardPrize[]): number {
  return prizes.reduce((last, prize) => Math.max(last, prize.rankTo), 0);
}
