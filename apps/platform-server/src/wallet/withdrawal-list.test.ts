import { beforeAll, describe, expect, it } from 'vitest';
import { sendEncrypted } from '../testing/encryption';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { memberIdOf, newKey, setPaymentPassword, useWalletServer } from './wallet-test-kit';

const { server, clock } = useWalletServer();

const AGENT_PAYMENT_PASSWORD = 'Agent5678';

beforeAll(async () => {
  await setPaymentPassword(server.db, memberIdOf(server.db, 'agent01'), AGENT_PAYMENT_PASSWORD);
});

const gcash = { payoutMethod: 'gcash', accountNumber: '09171234567', accountName: 'Juan Dela Cruz', paymentPassword: AGENT_PAYMENT_PASSWORD };

async function withdraw(amountMinor: number): Promise<number> {
  clock.now += 1_000;
  const response = await sendEncrypted(server, 'POST', '/wps/transaction/withdraw', { ...gcash, amountMinor }, { ...authHeaders(server, 'agent01'), 'idempotency-key': newKey() });
  return response.json().value.id as number;
}

async function list(query = '', headers = authHeaders(server, 'agent01')) {
  const response = await server.app.inject({ url: `/wps/transaction/withdraw${query}`, headers });
  return response.json();
}

describe('listWithdrawals', () => {
  it('lists the member own withdrawals newest first, pending or settled, by page', async () => {
    const first = await withdraw(10_000);
    const second = await withdraw(20_000);
    const third = await withdraw(30_000);
    await server.app.inject({ method: 'POST', url: `/wps/transaction/withdraw/${second}/cancel`, headers: authHeaders(server, 'agent01') });
    const all = (await list()).value;
    expect(all.items.map((w: { id: number }) => w.id).slice(0, 3)).toEqual([third, second, first]);
    const pending = (await list('?status=pending')).value.items.map((w: { id: number }) => w.id);
    expect(pending).toContain(third);
    expect(pending).not.toContain(second);
    const settled = (await list('?status=settled')).value.items;
    expect(settled).toContainEqual(expect.objectContaining({ id: second, status: 'cancelled', amountMinor: 20_000 }));
    const page = (await list('?pageNo=2&pageSize=1')).value;
    expect(page.items.map((w: { id: number }) => w.id)).toEqual([second]);
    expect(page.page).toMatchObject({ pageNo: 2, pageSize: 1 });
    const others = (await list('', authHeaders(server, 'demo'))).value.items.map((w: { id: number }) => w.id);
    expect(others).not.toContain(first);
  });

  it('refuses trial accounts', async () => {
    expect((await list('', trialHeaders(server))).errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});
