import type { Db } from '../../db/open-database';
import { VendorRounds } from '../../play/vendor-rounds';
import type { RandomSource } from '../../security/random-source';
import type { Ledger } from '../../wallet/ledger';

/** The categories of the seeded vendor rounds and how often each is played (out of 100). */
const CATEGORY_WEIGHTS: readonly (readonly [string, number])[] = [
  ['RNG', 35],
  ['LIVE', 25],
  ['SPORTS', 12],
  ['FISH', 10],
  ['LOTT', 6],
  ['ELOTT', 6],
  ['PVP', 6],
];

/** How many games of each category the seeded rounds are spread over. */
const GAMES_PER_CATEGORY = 3;
const MINUTE = 60_000;

/**
 * Writes a seeded player's betting on vendor rounds, in time order per member: a deposit before a
 * stake the balance cannot cover (so no balance ever goes below zero), then the round with its
 * ledger rows. Rounds are on games the merchant offers, of the categories above; 45% of them win
 * 0.5 to 3 times the stake.
 */
export class SeedBetting {
  private readonly rounds;
  private readonly games: { readonly nodes: number[]; readonly weight: number }[];
  private readonly lastAt = new Map<number, number>();

  constructor(
    db: Db,
    private readonly ledger: Ledger,
    private readonly random: RandomSource,
    private readonly merchantCode: string,
  ) {
    this.rounds = new VendorRounds(db, ledger);
    const nodesOf = db.prepare<[string, string, number], number>(
      `SELECT g.node_id FROM merchant_game_vendor v JOIN game g ON g.vendor_code = v.vendor_code AND g.game_category = v.game_category
       WHERE v.merchant_code = ? AND v.game_category = ? ORDER BY v.sort_order, g.popularity DESC, g.node_id LIMIT ?`,
    );
    this.games = CATEGORY_WEIGHTS.map(([category, weight]) => ({ nodes: nodesOf.pluck().all(merchantCode, category, GAMES_PER_CATEGORY), weight })).filter(
      (games) => games.nodes.length > 0,
    );
    if (this.games.length === 0) throw new Error(`seed: ${merchantCode} offers none of the seeded categories`);
  }

  /** A deposit of `amountMinor` at `at` (not before the member's last seeded row). */
  deposit(memberId: number, amountMinor: number, at: number): void {
    const when = Math.max(at, (this.lastAt.get(memberId) ?? at) + 1);
    this.ledger.post({ memberId, wallet: 'cash', amountMinor, kind: 'deposit', reference: 'seed:deposit', at: when });
    this.lastAt.set(memberId, when);
  }

  /** One round of `stakeMinor` at `at`, with a deposit a few minutes before it when the balance is short. */
  bet(memberId: number, stakeMinor: number, at: number): void {
    if (this.ledger.balanceOf(memberId) < stakeMinor) {
      this.deposit(memberId, Math.max(2 * stakeMinor, this.random.int(10, 51) * 10_000), at - this.random.int(1, 30) * MINUTE);
    }
    const when = Math.max(at, (this.lastAt.get(memberId) ?? at) + 1);
    const winMinor = this.random.int(0, 100) < 45 ? Math.round((stakeMinor * this.random.int(50, 301)) / 100) : 0;
    this.rounds.record({ merchantCode: this.merchantCode, memberId, nodeId: this.game(), stakeMinor, winMinor, at: when });
    this.lastAt.set(memberId, when);
  }

  private game(): number {
    const total = this.games.reduce((sum, games) => sum + games.weight, 0);
    let pick = this.random.int(0, total);
    const games = this.games.find((candidate) => (pick -= candidate.weight) < 0) ?? this.games[0];
    const nodes = games?.nodes ?? [];
    return nodes[this.random.int(0, nodes.length)] ?? 0;
  }
}
