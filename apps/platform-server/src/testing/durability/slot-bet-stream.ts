import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open-database';
import type { StreamClient } from './durability-kit';
import type { WriteJournal, WriteStream } from './write-stream';

/** The stake of every spin of the stream: ₱10.00. */
const STAKE_MINOR = 1000;

/** Exactly the ledger rows one settled spin writes: its bet, and its payout when it won. */
function spinProblems(db: Db, orderId: number, winMinor: number): string[] {
  const rows = db
    .prepare("SELECT kind, amount_minor FROM ledger_entry WHERE reference = ? AND kind IN ('bet', 'payout') ORDER BY id")
    .all(`order:${orderId}`) as { kind: string; amount_minor: number }[];
  const expected = [{ kind: 'bet', amount_minor: -STAKE_MINOR }, ...(winMinor > 0 ? [{ kind: 'payout', amount_minor: winMinor }] : [])];
  const problems = JSON.stringify(rows) === JSON.stringify(expected) ? [] : [`order ${orderId}: ledger rows ${JSON.stringify(rows)}`];
  const orders = db.prepare('SELECT count(*) FROM game_order WHERE id = ?').pluck().get(orderId) as number;
  return orders === 1 ? problems : [...problems, `order ${orderId} is missing`];
}

/** The node id of one slot (RNG) game of the merchant, read through the game list. */
async function slotNodeId(client: StreamClient): Promise<number> {
  const list = await client.call('GET', '/wps/game/list?gameType=RNG&pageNo=1&pageSize=1');
  const nodeId = (list.json as { value: { games: { nodeId: number }[] } }).value.games[0]?.nodeId;
  if (list.status !== 200 || nodeId === undefined) throw new Error(`the game list answered ${list.status}`);
  return nodeId;
}

/**
 * Bets of real money on the demo slot: each step launches the slot (a fresh ticket, so the spin
 * limit per ticket never bites) and spins once with an Idempotency-Key. An acknowledged spin must
 * survive with exactly its bet and payout rows; an unanswered one, retried with its key after the
 * restart, must settle exactly once.
 */
export const slotBetStream: WriteStream = {
  name: 'slot bets',
  async step(client, _n, journal: WriteJournal) {
    const launched = await client.call('GET', `/wps/game/launch?nodeId=${await slotNodeId(client)}`);
    const url = (launched.json as { value?: { url?: string } }).value?.url ?? '';
    const ticket = /\/demo\/slot\/([\w-]+)$/.exec(url)?.[1];
    if (launched.status !== 200 || !ticket) throw new Error(`launchGame answered ${launched.status}`);
    const key = randomUUID();
    const spin = (target: StreamClient) =>
      target.call('POST', '/wps/demo/slot/spin', { body: { ticket, stakeMinor: STAKE_MINOR }, headers: { 'idempotency-key': key } });
    let answer: { status: number; json: unknown };
    try {
      answer = await spin(client);
    } catch (error) {
      journal.unanswered.push({
        description: `spin key ${key}`,
        async retry(retryClient, db) {
          const again = await spin(retryClient);
          if (again.status !== 200) return [`retry of spin key ${key} answered ${again.status}`];
          const { orderId, winMinor } = (again.json as { value: { orderId: number; winMinor: number } }).value;
          return spinProblems(db, orderId, winMinor);
        },
      });
      throw error;
    }
    if (answer.status === 400 && (answer.json as { errorCode?: string }).errorCode === 'INSUFFICIENT_BALANCE') return;
    if (answer.status !== 200) throw new Error(`spinDemoSlot answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    const { orderId, winMinor } = (answer.json as { value: { orderId: number; winMinor: number } }).value;
    journal.acknowledged.push({ description: `spin order ${orderId}`, check: (db) => spinProblems(db, orderId, winMinor) });
  },
};
