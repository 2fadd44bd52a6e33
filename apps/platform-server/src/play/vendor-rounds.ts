import type { Db } from '../db/open-database';
import type { Ledger } from '../wallet/ledger';

/** A settled round of a third-party vendor's game, as imported from the vendor's bet records. */
export interface VendorRound {
  readonly merchantCode: string;
  readonly memberId: number;
  /** The game played (its category is the game's). */
  readonly nodeId: number;
  readonly stakeMinor: number;
  /** What it paid out; 0 for a lost round. */
  readonly winMinor: number;
  readonly at: number;
}

/** The ledger reference of a vendor round's money moves. */
export function roundReference(roundId: number): string {
  return `round:${roundId}`;
}

/**
 * Rounds of third-party vendors' games (`vendor_round`), settled at once: the round and its ledger
 * rows (`bet` of the stake, `payout` of a win, reference `round:<id>`) are written in one
 * transaction, refusing (INSUFFICIENT_BALANCE) a stake beyond the cash balance. Its stake is a
 * valid bet from the moment it is written (play/counted-bets.ts).
 */
export class VendorRounds {
  private readonly insert;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
  ) {
    this.insert = db.prepare<[string, number, number, number, number, number], { id: number }>(
      `INSERT INTO vendor_round (merchant_code, member_id, node_id, stake_minor, win_minor, created_at)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    );
  }

  /** Records one settled round with its ledger rows; returns its id. */
  record(round: VendorRound): number {
    return this.db.transaction(() => {
      const row = this.insert.get(round.merchantCode, round.memberId, round.nodeId, round.stakeMinor, round.winMinor, round.at);
      if (!row) throw new Error('the vendor round was not written');
      const reference = roundReference(row.id);
      this.ledger.post({ memberId: round.memberId, wallet: 'cash', amountMinor: -round.stakeMinor, kind: 'bet', reference, at: round.at });
      if (round.winMinor > 0) {
        this.ledger.post({ memberId: round.memberId, wallet: 'cash', amountMinor: round.winMinor, kind: 'payout', reference, at: round.at });
      }
      return row.id;
    })();
  }
}
