import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/open-database';
import { DURABILITY_PAYMENT_PASSWORD, type StreamClient } from './durability-kit';
import { count, oneLedgerRow, type WriteStream } from './write-stream';

/** Deposits of ₱1,000 by GCash, each created (idempotency key) then confirmed by the sandbox provider. */
export const depositStream: WriteStream = {
  name: 'deposits',
  async step(client, n, journal) {
    const key = randomUUID();
    const body = { methodCode: 'GCASH', amountMinor: 100_000 + n };
    const create = (target: StreamClient) => target.call('POST', '/wps/deposit', { body, headers: { 'idempotency-key': key } });
    let created: { status: number; json: unknown };
    try {
      created = await create(client);
    } catch (error) {
      journal.unanswered.push({
        description: `deposit key ${key}`,
        async retry(retryClient, db) {
          const before = count(db, 'SELECT count(*) FROM deposit');
          const again = await create(retryClient);
          const added = count(db, 'SELECT count(*) FROM deposit') - before;
          return again.status === 200 && added <= 1 ? [] : [`retry of deposit key ${key}: ${again.status}, ${added} new rows`];
        },
      });
      throw error;
    }
    if (created.status !== 200) throw new Error(`createDeposit answered ${created.status}: ${JSON.stringify(created.json)}`);
    const deposit = (created.json as { value: { id: number; paymentUrl: string } }).value;
    journal.acknowledged.push({
      description: `deposit ${deposit.id} created`,
      check: (db) => (count(db, 'SELECT count(*) FROM deposit WHERE id = ? AND amount_minor = ?', deposit.id, body.amountMinor) === 1 ? [] : [`deposit ${deposit.id} is missing`]),
    });
    const token = new URL(deposit.paymentUrl, client.baseUrl).searchParams.get('token') ?? '';
    const confirm = (baseUrl: string) =>
      fetch(`${baseUrl}/sandbox/pay/${deposit.id}/confirm`, { method: 'POST', body: new URLSearchParams({ token }), redirect: 'manual' });
    const paid = (db: Db) => {
      const status = db.prepare('SELECT status FROM deposit WHERE id = ?').pluck().get(deposit.id);
      return [...(status === 'paid' ? [] : [`deposit ${deposit.id} is ${String(status)}, not paid`]), ...oneLedgerRow(db, `deposit:${deposit.id}`, 'deposit', body.amountMinor)];
    };
    let confirmed: Response;
    try {
      confirmed = await confirm(client.baseUrl);
    } catch (error) {
      journal.unanswered.push({
        description: `confirmation of deposit ${deposit.id}`,
        async retry(retryClient, db) {
          const again = await confirm(retryClient.baseUrl);
          return again.status === 303 ? paid(db) : [`retried confirmation of deposit ${deposit.id} answered ${again.status}`];
        },
      });
      throw error;
    }
    if (confirmed.status !== 303) throw new Error(`the sandbox confirm answered ${confirmed.status}`);
    journal.acknowledged.push({ description: `deposit ${deposit.id} paid`, check: paid });
  },
};

/** Withdrawals of ₱100 and up to GCash (encrypted body, idempotency key). */
export const withdrawalStream: WriteStream = {
  name: 'withdrawals',
  async step(client, n, journal) {
    const key = randomUUID();
    const payload = { amountMinor: 10_000 + n, payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz', paymentPassword: DURABILITY_PAYMENT_PASSWORD };
    const send = async (target: StreamClient) => {
      const encrypted = await target.encrypted(payload);
      return target.call('POST', '/wps/transaction/withdraw', { body: encrypted.body, headers: { ...encrypted.headers, 'idempotency-key': key } });
    };
    let answer: { status: number; json: unknown };
    try {
      answer = await send(client);
    } catch (error) {
      journal.unanswered.push({
        description: `withdrawal key ${key}`,
        async retry(retryClient, db) {
          const again = await send(retryClient);
          if (again.status !== 200) return [`retry of withdrawal key ${key} answered ${again.status}`];
          const id = (again.json as { value: { id: number } }).value.id;
          return oneLedgerRow(db, `withdrawal:${id}`, 'withdrawal', -payload.amountMinor);
        },
      });
      throw error;
    }
    if (answer.status !== 200) throw new Error(`createWithdrawal answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    const id = (answer.json as { value: { id: number } }).value.id;
    journal.acknowledged.push({
      description: `withdrawal ${id}`,
      check: (db) => [
        ...(count(db, "SELECT count(*) FROM withdrawal WHERE id = ? AND status = 'pending'", id) === 1 ? [] : [`withdrawal ${id} is missing`]),
        ...oneLedgerRow(db, `withdrawal:${id}`, 'withdrawal', -payload.amountMinor),
      ],
    });
  },
};
