import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openForChecks, prepareDataDir, startServer, stopServer, streamClient, type RunningServer, type StreamClient } from '../testing/durability/durability-kit';
import { DURABILITY_STREAMS } from '../testing/durability/durability-streams';
import type { WriteJournal, WriteStream } from '../testing/durability/write-stream';
import { ledgerMismatches } from './wallet-test-kit';

/** Parallel workers per stream, so that writes are in flight when the server dies. */
const WORKERS_PER_STREAM = 3;
/** Acknowledged writes to wait for before the crash. */
const WRITES_BEFORE_CRASH = 40;

const dataDir = mkdtempSync(join(tmpdir(), 'platform-durability-'));
const started: RunningServer[] = [];

afterAll(async () => {
  for (const server of started) await stopServer(server, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** How the workers are told to stop and report what went wrong while the server was up. */
interface Control {
  stop: boolean;
  killed: boolean;
  next: number;
  readonly errors: string[];
}

/** Runs one stream's step again and again until it throws (the server is gone) or `stop` is set. */
async function worker(stream: WriteStream, client: StreamClient, journal: WriteJournal, control: Control): Promise<void> {
  while (!control.stop) {
    control.next += 1;
    try {
      await stream.step(client, control.next, journal);
    } catch (error) {
      if (!control.killed) control.errors.push(`${stream.name}: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
  }
}

describe('durability of money movements', () => {
  it('keeps every acknowledged write across a SIGKILL, with balances equal to the ledger', async () => {
    const { token, key } = await prepareDataDir(dataDir);
    const first = await startServer(dataDir);
    started.push(first);
    const journal: WriteJournal = { acknowledged: [], unanswered: [] };
    const control: Control = { stop: false, killed: false, next: 0, errors: [] };
    const client = streamClient(first.baseUrl, token, key);
    const workers = DURABILITY_STREAMS.flatMap((stream) => Array.from({ length: WORKERS_PER_STREAM }, () => worker(stream, client, journal, control)));
    const allStopped = Promise.all(workers).then(() => (control.stop = true));

    while (journal.acknowledged.length < WRITES_BEFORE_CRASH && !control.stop) await new Promise((resolve) => setTimeout(resolve, 10));
    control.killed = true;
    await stopServer(first, 'SIGKILL');
    await allStopped;
    expect(control.errors).toEqual([]);
    expect(journal.acknowledged.length).toBeGreaterThanOrEqual(WRITES_BEFORE_CRASH);
    for (const kind of ['deposit', 'withdrawal', 'spin order']) {
      expect(journal.acknowledged.some((write) => write.description.startsWith(kind)), `no acknowledged ${kind}`).toBe(true);
    }

    const second = await startServer(dataDir);
    started.push(second);
    const db = openForChecks(dataDir);
    try {
      const again = streamClient(second.baseUrl, token, key);
      for (const write of journal.unanswered) expect(await write.retry(again, db), write.description).toEqual([]);
      const balance = await again.call('GET', '/wps/wallets/gcs');
      const demo = db.prepare("SELECT id FROM member WHERE merchant_code = 'aurora' AND username = 'demo'").pluck().get() as number;
      const ledgerSum = db.prepare("SELECT sum(amount_minor) FROM ledger_entry WHERE member_id = ? AND wallet = 'cash'").pluck().get(demo);
      expect((balance.json as { value: { balanceMinor: number } }).value.balanceMinor).toBe(ledgerSum);
    } finally {
      db.close();
    }
    await stopServer(second, 'SIGTERM');

    const after = openForChecks(dataDir);
    try {
      expect(after.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(after.pragma('foreign_key_check')).toEqual([]);
      const problems = journal.acknowledged.flatMap((write) => write.check(after));
      expect(problems).toEqual([]);
      expect(ledgerMismatches(after)).toEqual([]);
    } finally {
      after.close();
    }
  }, 120_000);
});
