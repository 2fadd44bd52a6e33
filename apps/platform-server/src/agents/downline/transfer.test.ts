import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../accounts/password-hash';
import { encryptedRequest, sendEncrypted } from '../../testing/encryption';
import { authHeaders, trialHeaders } from '../../testing/sessions';
import { useTestServer } from '../../testing/test-db';
import { addMember, cashOf, memberId } from '../testing/agent-fixtures';
import { TRANSFER_LIMITS } from './transfer-service';

const server = useTestServer();

/** agent01's payment password in jade, set before the tests (money never moves without one). */
const AGENT_PAYMENT_PASSWORD = 'Pay123456';

/** A transfer by agent01 of jade with its payment password, unless the payload gives its own (undefined: none). */
async function transfer(payload: object, options: { key?: string; headers?: Record<string, string> } = {}) {
  const headers = { ...(options.headers ?? authHeaders(server, 'agent01', 'jade')), 'idempotency-key': options.key ?? randomUUID() };
  return sendEncrypted(server, 'POST', '/wps/agent/transferDownline', { paymentPassword: AGENT_PAYMENT_PASSWORD, ...payload }, headers);
}

const setAgentPaymentPassword = async (password: string | null) =>
  server.db
    .prepare('UPDATE member SET payment_password_hash = ? WHERE id = ?')
    .run(password === null ? null : await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }), agent);

let agent: number;
let juan: number;

beforeAll(async () => {
  agent = memberId(server, 'agent01', 'jade');
  await setAgentPaymentPassword(AGENT_PAYMENT_PASSWORD);
  juan = memberId(server, 'juan8888', 'jade');
  const other = addMember(server, { merchant: 'jade', username: 'agent02', type: 1 });
  addMember(server, { merchant: 'jade', username: 'otherkid', type: 0, parentId: other });
});

describe('POST /wps/agent/transferDownline', () => {
  it('moves money from the agent to the member in one go, each with its ledger entry', async () => {
    const before = { agent: cashOf(server, agent).balance, juan: cashOf(server, juan).balance };
    const response = await transfer({ downlineUsername: 'juan8888', amountMinor: 25_000 });
    expect(response.statusCode).toBe(200);
    const value = response.json().value as { transferId: number; balanceAfterMinor: number; amountMinor: number };
    expect(value).toMatchObject({ downlineUsername: 'juan8888', amountMinor: 25_000, currency: 'PHP', balanceAfterMinor: before.agent - 25_000 });
    expect(cashOf(server, agent)).toEqual({ balance: before.agent - 25_000, ledgerSum: before.agent - 25_000 });
    expect(cashOf(server, juan)).toEqual({ balance: before.juan + 25_000, ledgerSum: before.juan + 25_000 });
    const entries = server.app.platform.ledger.entriesFor(`agent-transfer:${value.transferId}`);
    expect(entries.map((e) => [e.memberId, e.kind, e.amountMinor])).toEqual([
      [agent, 'transfer_out', -25_000],
      [juan, 'transfer_in', 25_000],
    ]);
  });

  it('answers a retry with the same key with the first transfer and moves nothing again', async () => {
    const key = randomUUID();
    const first = await transfer({ downlineUsername: 'juan8888', amountMinor: 1_000 }, { key });
    const after = { agent: cashOf(server, agent), juan: cashOf(server, juan) };
    const retry = await transfer({ downlineUsername: 'juan8888', amountMinor: 1_000 }, { key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect({ agent: cashOf(server, agent), juan: cashOf(server, juan) }).toEqual(after);
    const conflict = await transfer({ downlineUsername: 'juan8888', amountMinor: 2_000 }, { key });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT' });
    expect(cashOf(server, agent)).toEqual(after.agent);
  });

  it('refuses more than the balance, moving nothing and keeping no key', async () => {
    const before = cashOf(server, agent);
    server.app.platform.ledger.post({ memberId: agent, wallet: 'cash', amountMinor: -(before.balance - 500), kind: 'adjustment', reference: 'test', at: server.app.platform.now() });
    const key = randomUUID();
    const refused = await transfer({ downlineUsername: 'juan8888', amountMinor: 600 }, { key });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'INSUFFICIENT_BALANCE' });
    expect(cashOf(server, agent)).toEqual({ balance: 500, ledgerSum: 500 });
    server.app.platform.ledger.post({ memberId: agent, wallet: 'cash', amountMinor: 1_000_000, kind: 'adjustment', reference: 'test', at: server.app.platform.now() });
    expect((await transfer({ downlineUsername: 'juan8888', amountMinor: 600 }, { key })).statusCode).toBe(200);
  });

  it.each([
    [TRANSFER_LIMITS.minMinor - 1],
    [TRANSFER_LIMITS.maxMinor + 1],
    [0],
    [-500],
  ])('refuses the amount %i with AMOUNT_OUT_OF_RANGE', async (amountMinor) => {
    const response = await transfer({ downlineUsername: 'juan8888', amountMinor });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'AMOUNT_OUT_OF_RANGE', value: TRANSFER_LIMITS });
  });

  it.each([['otherkid'], ['demo'], ['nobody123'], ['carlo11']])('refuses %s, who is not an active member of the downline', async (name) => {
    const before = cashOf(server, agent);
    const response = await transfer({ downlineUsername: name, amountMinor: 1_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'USER_NOT_FOUND' });
    expect(cashOf(server, agent)).toEqual(before);
  });

  it('refuses members, trial accounts, guests and agents where the policy is off', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [authHeaders(server, 'demo', 'jade'), 403, 'NO_PERMISSION'],
      [authHeaders(server, 'agent01', 'aurora'), 403, 'NO_PERMISSION'],
      [trialHeaders(server, 'jade'), 403, 'TRIAL_NOT_ALLOWED'],
      [{ merchant: 'jade' }, 401, 'NOT_LOGGED_IN'],
    ];
    for (const [headers, status, errorCode] of cases) {
      const response = await transfer({ downlineUsername: 'juan8888', amountMinor: 1_000 }, { headers });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ errorCode });
    }
  });

  it('requires an Idempotency-Key', async () => {
    const encrypted = await encryptedRequest(server, { downlineUsername: 'juan8888', amountMinor: 1_000, paymentPassword: AGENT_PAYMENT_PASSWORD });
    const response = await server.app.inject({
      method: 'POST',
      url: '/wps/agent/transferDownline',
      headers: { ...authHeaders(server, 'agent01', 'jade'), ...encrypted.headers },
      payload: encrypted.payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an agent who has set no payment password yet, moving nothing', async () => {
    await setAgentPaymentPassword(null);
    const before = cashOf(server, agent);
    try {
      for (const paymentPassword of [undefined, 'Anything1']) {
        const response = await transfer({ downlineUsername: 'juan8888', amountMinor: 1_000, paymentPassword });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_NOT_SET' });
      }
      expect(cashOf(server, agent)).toEqual(before);
    } finally {
      await setAgentPaymentPassword(AGENT_PAYMENT_PASSWORD);
    }
  });

  it('checks the payment password, and locks after 5 wrong ones', async () => {
    const missing = await transfer({ downlineUsername: 'juan8888', amountMinor: 1_000, paymentPassword: undefined });
    expect(missing.json()).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_INVALID' });
    const before = cashOf(server, agent);
    // A missing password counts like a wrong one: 1 + 4 wrong ones reach the limit of 5.
    for (let attempt = 1; attempt < 5; attempt++) {
      const wrong = await transfer({ downlineUsername: 'juan8888', amountMinor: 1_000, paymentPassword: 'Wrong0000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errorCode: 'PAYMENT_PASSWORD_INVALID' });
    }
    expect(cashOf(server, agent)).toEqual(before);
    const locked = await transfer({ downlineUsername: 'juan8888', amountMinor: 1_000, paymentPassword: AGENT_PAYMENT_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: expect.any(Number) } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    server.db.prepare("DELETE FROM rate_limit_hit WHERE key LIKE 'payment-password:%'").run();
    const right = await transfer({ downlineUsername: 'juan8888', amountMinor: 1_000, paymentPassword: AGENT_PAYMENT_PASSWORD });
    expect(right.statusCode).toBe(200);
  });
});

describe('GET /wps/agent/transfers', () => {
  interface TransferPage {
    transfers: { transferId: number; downlineUsername: string; amountMinor: number; balanceAfterMinor: number; createdAt: number }[];
    page: { totalCount: number };
  }
  const list = async (query = '', headers = authHeaders(server, 'agent01', 'jade')) =>
    (await server.app.inject({ method: 'GET', url: `/wps/agent/transfers${query}`, headers })).json().value as TransferPage;

  it("lists the agent's transfers, newest first, each with the agent's balance after it", async () => {
    expect((await transfer({ downlineUsername: 'mariac23', amountMinor: 4_200 })).statusCode).toBe(200);
    const all = await list('?pageSize=100');
    const ids = server.db.prepare<[number], { id: number }>('SELECT id FROM agent_transfer WHERE agent_id = ? ORDER BY created_at DESC, id DESC').all(agent);
    expect(all.transfers.map((t) => t.transferId)).toEqual(ids.map((row) => row.id));
    expect(all.transfers[0]).toMatchObject({ downlineUsername: 'mariac23', amountMinor: 4_200 });
    for (const line of all.transfers) {
      const [out] = server.app.platform.ledger.entriesFor(`agent-transfer:${line.transferId}`);
      expect(out).toMatchObject({ memberId: agent, amountMinor: -line.amountMinor, balanceAfterMinor: line.balanceAfterMinor });
    }
  });

  it("keeps one member's transfers by exact username, and shows no one else's", async () => {
    const maria = await list('?username=mariac23');
    expect(maria.transfers.map((t) => t.downlineUsername)).toEqual(['mariac23']);
    expect((await list('?username=juan8888')).transfers.every((t) => t.downlineUsername === 'juan8888')).toBe(true);
    expect((await list('?username=maria')).page.totalCount).toBe(0);
    expect((await list('', authHeaders(server, 'reyagent', 'jade'))).transfers).toEqual([]);
  });
});
