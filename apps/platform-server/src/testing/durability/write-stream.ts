import type { Db } from '../../db/open-database';
import type { StreamClient } from './durability-kit';

/** A write the server acknowledged (its HTTP answer arrived): after a crash it must still be there. */
export interface AcknowledgedWrite {
  readonly description: string;
  /** Problems found in the database after the restart; empty when the write survived whole. */
  check(db: Db): string[];
}

/** A write that was sent but whose answer never came: it may or may not have happened, but only once. */
export interface UnansweredWrite {
  readonly description: string;
  /** Sends it again after the restart (same idempotency key); problems found, empty when fine. */
  retry(client: StreamClient, db: Db): Promise<string[]>;
}

/** What the streams learnt before the crash. */
export interface WriteJournal {
  readonly acknowledged: AcknowledgedWrite[];
  readonly unanswered: UnansweredWrite[];
}

/**
 * A stream of writes fired at the server until it dies. `step` makes one write (or a few that
 * belong together), journals each acknowledged one, and throws when the connection broke (the
 * server was killed), after journalling the unanswered write when a retry can settle it. Each
 * area plugs its streams in through DURABILITY_STREAMS.
 */
export interface WriteStream {
  readonly name: string;
  step(client: StreamClient, n: number, journal: WriteJournal): Promise<void>;
}

/** A count read from the database. */
export const count = (db: Db, sql: string, ...args: unknown[]) => db.prepare(sql).pluck().get(...args) as number;

/** Exactly one ledger row with this reference and kind, of this amount. */
export function oneLedgerRow(db: Db, reference: string, kind: string, amountMinor: number): string[] {
  const rows = db.prepare('SELECT kind, amount_minor FROM ledger_entry WHERE reference = ? AND kind = ?').all(reference, kind) as { amount_minor: number }[];
  if (rows.length !== 1) return [`${reference}: ${rows.length} '${kind}' ledger rows instead of 1`];
  return rows[0]?.amount_minor === amountMinor ? [] : [`${reference}: ledger amount ${rows[0]?.amount_minor}, expected ${amountMinor}`];
}
