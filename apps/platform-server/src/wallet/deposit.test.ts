import { describe, expect, it } from 'vitest';
import { authHeaders, trialHeaders } from '../testing/sessions';
import { DEPOSIT_TTL_MS } from './deposit-service';
import { cashOf, newKey, tokenOf, useWalletServer } from './wallet-test-kit';

const { server, clock } = useWalletServer();

function createDeposit(headers: Record<string, string>, body: object, key = newKey()) {
  return server.app.inject({ method: 'POST', url: '/wps/deposit', headers: { ...headers, 'idempotency-key': key }, payload: body });
}

function providerPost(depositId: number, action: 'confirm' | 'cancel', token: string) {
  return server.app.inject({
    method: 'POST',
    url: `/sandbox/pay/${depositId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
}

const depositRows = (id: number) => server.app.platform.ledger.entriesFor(`deposit:${id}`);

describe('deposit methods', () => {
  it('lists the Philippine methods with limits, fees and same-origin logos', async () => {
    const response = await server.app.inject({ url: '/wps/deposit/methods', headers: authHeaders(server, 'demo') });
    expect(response.statusCode).toBe(200);
    const { currency, methods } = response.json().value;
    expect(currency).toBe('PHP');
    expect(methods.map((m: { code: string }) => m.code)).toEqual(['GCASH', 'MAYA', 'GRABPAY', 'SHOPEEPAY', 'BDO', 'BPI', 'UNIONBANK', 'METROBANK', 'CLIQQ']);
    expect(methods[0]).toMatchObject({ name: 'GCash', kind: 'ewallet', minMinor: 10_000, logoUrl: '/media/payments/gcash.svg', enabled: true });
    expect(methods.find((m: { code: string }) => m.code === 'CLIQQ')).toMatchObject({ kind: 'otc' });
  });

  it('serves each logo as a generated SVG, and 404 for an unknown one', async () => {
    const logo = await server.app.inject('/media/payments/cliqq.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toMatch(/^<svg[^>]*aria-label="7-Eleven CLIQQ"/);
    expect(logo.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await server.app.inject('/media/payments/paypal.svg')).statusCode).toBe(404);
  });

  it('refuses guests and trial accounts', async () => {
    const guest = await server.app.inject({ url: '/wps/deposit/methods', headers: { merchant: 'aurora' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('NOT_LOGGED_IN');
    const stale = await server.app.inject({ url: '/wps/deposit/methods', headers: { merchant: 'aurora', authorization: 'x'.repeat(43) } });
    expect(stale.json().errorCode).toBe('SESSION_EXPIRED');
    const trial = await server.app.inject({ url: '/wps/deposit/methods', headers: trialHeaders(server) });
    expect(trial.statusCode).toBe(403);
    expect(trial.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('createDeposit', () => {
  it('creates a pending deposit with a checkout link, credited once when the provider confirms', async () => {
    const headers = authHeaders(server, 'demo');
    const before = cashOf(server, 'demo');
    const created = await createDeposit(headers, { methodCode: 'GRABPAY', amountMinor: 200_000, promoCode: 'WELCOME100' });
    expect(created.statusCode).toBe(200);
    const deposit = created.json().value;
    expect(deposit).toMatchObject({ status: 'pending', methodCode: 'GRABPAY', amountMinor: 200_000, feeMinor: 3_000, currency: 'PHP', promoCode: 'WELCOME100' });
    expect(deposit.paymentUrl).toMatch(new RegExp(`^/sandbox/pay/${deposit.id}\\?token=`));
    expect(cashOf(server, 'demo')).toBe(before);

    const page = await server.app.inject(deposit.paymentUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*form-action 'self'/);
    expect(page.body).toContain('Pay ₱2,000.00 with GrabPay (sandbox)');
    expect(page.body).not.toMatch(/<script|https?:\/\//);

    const token = tokenOf(deposit.paymentUrl);
    const confirmed = await providerPost(deposit.id, 'confirm', token);
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`/m/voucherCenter?deposit=${deposit.id}`);
    expect(cashOf(server, 'demo')).toBe(before + 200_000);
    expect(depositRows(deposit.id)).toMatchObject([{ kind: 'deposit', amountMinor: 200_000 }]);

    expect((await providerPost(deposit.id, 'confirm', token)).statusCode).toBe(303);
    expect(depositRows(deposit.id)).toHaveLength(1);
    expect(cashOf(server, 'demo')).toBe(before + 200_000);

    const status = await server.app.inject({ url: `/wps/deposit/${deposit.id}`, headers });
    expect(status.json().value).toMatchObject({ id: deposit.id, status: 'paid', paymentUrl: null, instructions: null, settledAt: clock.now });
  });

  it('tells how to pay a pending deposit by its method: a QR Ph code, the receiving account, or a store code', async () => {
    const headers = authHeaders(server, 'demo');
    const qr = (await createDeposit(headers, { methodCode: 'GRABPAY', amountMinor: 200_000 })).json().value;
    // The code asks for the amount plus the 1.5% fee, quoting the deposit's reference.
    expect(qr.instructions.kind).toBe('qr');
    expect(qr.instructions.qrPayload).toMatch(/^000201010212.*530360854072030\.00.*5802PH/);
    expect(qr.instructions.qrPayload).toContain(`0509${qr.reference}`);
    const bank = (await createDeposit(headers, { methodCode: 'BDO', amountMinor: 100_000 })).json().value;
    expect(bank.instructions).toEqual({ kind: 'transfer', bankName: 'BDO Unibank', accountName: 'GP Gaming Payments Inc', accountNumber: '004870123456' });
    const counter = (await createDeposit(headers, { methodCode: 'CLIQQ', amountMinor: 50_000 })).json().value;
    expect(counter.instructions).toEqual({ kind: 'counter', paymentCode: `7100${String(counter.id).padStart(10, '0')}` });
    // getDeposit shows them again while it waits (a reload of the payment step).
    const again = await server.app.inject({ url: `/wps/deposit/${bank.id}`, headers });
    expect(again.json().value.instructions).toEqual(bank.instructions);
  });

  it('answers a retry of the same key with the same deposit, never a second one', async () => {
    const headers = authHeaders(server, 'demo');
    const key = newKey();
    const body = { methodCode: 'GCASH', amountMinor: 50_000 };
    const first = (await createDeposit(headers, body, key)).json().value;
    const retry = (await createDeposit(headers, { amountMinor: 50_000, methodCode: 'GCASH' }, key)).json().value;
    expect(retry.id).toBe(first.id);
    const count = server.db.prepare('SELECT count(*) AS n FROM deposit WHERE id >= ?').get(first.id) as { n: number };
    expect(count.n).toBe(1);
    // The retry's link replaces the first one.
    expect((await providerPost(first.id, 'confirm', tokenOf(first.paymentUrl))).statusCode).toBe(404);
    await providerPost(first.id, 'confirm', tokenOf(retry.paymentUrl));
    const afterPayment = (await createDeposit(headers, body, key)).json().value;
    expect(afterPayment).toMatchObject({ id: first.id, status: 'paid', paymentUrl: null });
    expect(depositRows(first.id)).toHaveLength(1);
  });

  it('refuses the same key with another body, and keys are per member', async () => {
    const key = newKey();
    const first = await createDeposit(authHeaders(server, 'demo'), { methodCode: 'GCASH', amountMinor: 50_000 }, key);
    const conflict = await createDeposit(authHeaders(server, 'demo'), { methodCode: 'GCASH', amountMinor: 60_000 }, key);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().errorCode).toBe('IDEMPOTENCY_CONFLICT');
    const other = await createDeposit(authHeaders(server, 'agent01'), { methodCode: 'GCASH', amountMinor: 50_000 }, key);
    expect(other.statusCode).toBe(200);
    expect(other.json().value.id).not.toBe(first.json().value.id);
  });

  it('forgets keys after 24 hours', async () => {
    const key = newKey();
    const body = { methodCode: 'MAYA', amountMinor: 20_000 };
    const first = (await createDeposit(authHeaders(server, 'demo'), body, key)).json().value;
    clock.now += 24 * 60 * 60_000 + 1;
    const later = (await createDeposit(authHeaders(server, 'demo'), body, key)).json().value;
    expect(later.id).not.toBe(first.id);
  });

  it('checks the amount against the method limits', async () => {
    const headers = authHeaders(server, 'demo');
    for (const amountMinor of [9_999, 5_000_001]) {
      const response = await createDeposit(headers, { methodCode: 'GCASH', amountMinor });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'AMOUNT_OUT_OF_RANGE', value: { minMinor: 10_000, maxMinor: 5_000_000 } });
    }
    expect((await createDeposit(headers, { methodCode: 'CLIQQ', amountMinor: 1_000_001 })).json().errorCode).toBe('AMOUNT_OUT_OF_RANGE');
    expect((await createDeposit(headers, { methodCode: 'CLIQQ', amountMinor: 1_000_000 })).statusCode).toBe(200);
  });

  it('refuses unknown and unavailable methods and bad bodies', async () => {
    const headers = authHeaders(server, 'demo');
    expect((await createDeposit(headers, { methodCode: 'PAYPAL', amountMinor: 50_000 })).json().errorCode).toBe('BAD_REQUEST');
    const off = await createDeposit(headers, { methodCode: 'METROBANK', amountMinor: 50_000 });
    expect(off.statusCode).toBe(403);
    expect(off.json().errorCode).toBe('NO_PERMISSION');
    for (const body of [{ methodCode: 'GCASH', amountMinor: 100.5 }, { methodCode: 'GCASH', amountMinor: '500' }, { methodCode: 'GCASH' }]) {
      expect((await createDeposit(headers, body)).statusCode).toBe(400);
    }
    const noKey = await server.app.inject({ method: 'POST', url: '/wps/deposit', headers, payload: { methodCode: 'GCASH', amountMinor: 50_000 } });
    expect(noKey.statusCode).toBe(400);
  });

  it('refuses guests and trial accounts', async () => {
    const body = { methodCode: 'GCASH', amountMinor: 50_000 };
    expect((await createDeposit({ merchant: 'aurora' }, body)).json().errorCode).toBe('NOT_LOGGED_IN');
    expect((await createDeposit({ merchant: 'aurora', authorization: 'x'.repeat(43) }, body)).json().errorCode).toBe('SESSION_EXPIRED');
    const trial = await createDeposit(trialHeaders(server), body);
    expect(trial.statusCode).toBe(403);
    expect(trial.json().errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('the sandbox provider and getDeposit', () => {
  it("shows only the member's own deposits", async () => {
    const deposit = (await createDeposit(authHeaders(server, 'demo'), { methodCode: 'BPI', amountMinor: 100_000 })).json().value;
    const other = await server.app.inject({ url: `/wps/deposit/${deposit.id}`, headers: authHeaders(server, 'agent01') });
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('NOT_FOUND');
    const otherMerchant = await server.app.inject({ url: `/wps/deposit/${deposit.id}`, headers: authHeaders(server, 'demo', 'jade') });
    expect(otherMerchant.statusCode).toBe(404);
    expect((await server.app.inject({ url: '/wps/deposit/99999999', headers: authHeaders(server, 'demo') })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/wps/deposit/abc', headers: authHeaders(server, 'demo') })).statusCode).toBe(400);
  });

  it('cancels without crediting, and a cancelled deposit cannot be paid', async () => {
    const before = cashOf(server, 'demo');
    const deposit = (await createDeposit(authHeaders(server, 'demo'), { methodCode: 'SHOPEEPAY', amountMinor: 30_000 })).json().value;
    const token = tokenOf(deposit.paymentUrl);
    expect((await providerPost(deposit.id, 'cancel', token)).headers.location).toBe(`/m/voucherCenter?deposit=${deposit.id}`);
    await providerPost(deposit.id, 'confirm', token);
    expect(cashOf(server, 'demo')).toBe(before);
    expect(depositRows(deposit.id)).toEqual([]);
    expect((await server.app.inject(deposit.paymentUrl)).statusCode).toBe(409);
  });

  it('refuses a wrong token and cannot pay an expired deposit', async () => {
    const before = cashOf(server, 'demo');
    const deposit = (await createDeposit(authHeaders(server, 'demo'), { methodCode: 'GCASH', amountMinor: 40_000 })).json().value;
    expect((await providerPost(deposit.id, 'confirm', 'not-the-token')).statusCode).toBe(404);
    expect((await server.app.inject(`/sandbox/pay/${deposit.id}?token=nope`)).statusCode).toBe(404);
    expect((await providerPost(deposit.id, 'confirm', '')).statusCode).toBe(404);
    clock.now += DEPOSIT_TTL_MS;
    await providerPost(deposit.id, 'confirm', tokenOf(deposit.paymentUrl));
    expect(cashOf(server, 'demo')).toBe(before);
    const status = await server.app.inject({ url: `/wps/deposit/${deposit.id}`, headers: authHeaders(server, 'demo') });
    expect(status.json().value.status).toBe('expired');
  });
});
