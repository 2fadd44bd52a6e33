import { describe, expect, it } from 'vitest';
import { authHeaders } from '../testing/sessions';
import { DEPOSIT_TTL_MS } from './deposit-service';
import { memberIdOf, newKey, tokenOf, useWalletServer } from './wallet-test-kit';

/** 12:00 in Manila: every method is within its service hours. */
const { server, clock } = useWalletServer(Date.UTC(2026, 2, 10, 4, 0));

function createDeposit(headers: Record<string, string>, body: object, key = newKey()) {
  return server.app.inject({ method: 'POST', url: '/wps/deposit', headers: { ...headers, 'idempotency-key': key }, payload: body });
}

function listDeposits(headers: Record<string, string>, query = '') {
  return server.app.inject({ url: `/wps/deposit${query}`, headers });
}

async function methodsOf(headers: Record<string, string>) {
  return (await server.app.inject({ url: '/wps/deposit/methods', headers })).json().value;
}

describe('deposit methods for the screen', () => {
  it('says which methods cannot take a deposit now and why, by the clock', async () => {
    const headers = authHeaders(server, 'demo');
    const noon = await methodsOf(headers);
    const unavailable = (list: { methods: { code: string; unavailable: string | null }[] }) =>
      Object.fromEntries(list.methods.filter((m) => m.unavailable !== null).map((m) => [m.code, m.unavailable]));
    expect(unavailable(noon)).toEqual({ METROBANK: 'off' });
    expect(noon.methods.find((m: { code: string }) => m.code === 'UNIONBANK').serviceHours).toEqual({ opensAt: '06:00', closesAt: '22:00' });
    clock.now = Date.UTC(2026, 2, 10, 15, 0); // 23:00 in Manila
    expect(unavailable(await methodsOf(headers))).toEqual({ METROBANK: 'off', UNIONBANK: 'outOfHours' });
    const refused = await createDeposit(headers, { methodCode: 'UNIONBANK', amountMinor: 100_000 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('NO_PERMISSION');
    clock.now = Date.UTC(2026, 2, 10, 4, 0);
  });

  it('names the last used method and holds a first deposit to the first-deposit minimum', async () => {
    const headers = authHeaders(server, 'agent01', 'ember');
    // An account whose deposits were never paid (the ledger keeps its credits, so balances still match).
    server.db.prepare("UPDATE deposit SET status = 'cancelled', credit_entry_id = NULL WHERE member_id = ?").run(memberIdOf(server.db, 'agent01', 'ember'));
    const first = await methodsOf(headers);
    expect(first).toMatchObject({ firstDeposit: true, firstDepositMinMinor: 30_000 });
    const low = await createDeposit(headers, { methodCode: 'MAYA', amountMinor: 29_999 });
    expect(low.json()).toMatchObject({ errorCode: 'AMOUNT_OUT_OF_RANGE', value: { minMinor: 30_000, maxMinor: 5_000_000 } });
    const deposit = (await createDeposit(headers, { methodCode: 'MAYA', amountMinor: 30_000 })).json().value;
    expect((await methodsOf(headers)).lastUsedCode).toBe('MAYA');
    await server.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${deposit.id}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokenOf(deposit.paymentUrl) }).toString(),
    });
    expect((await methodsOf(headers)).firstDeposit).toBe(false);
    expect((await createDeposit(headers, { methodCode: 'MAYA', amountMinor: 10_000 })).statusCode).toBe(200);
  });
});

describe('ten concurrent confirms of one deposit', () => {
  it('create one deposit, and every answer names it', async () => {
    const headers = authHeaders(server, 'demo', 'jade');
    const key = newKey();
    const before = (server.db.prepare('SELECT count(*) AS n FROM deposit').get() as { n: number }).n;
    const answers = await Promise.all(Array.from({ length: 10 }, () => createDeposit(headers, { methodCode: 'GCASH', amountMinor: 77_700 }, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().value.id)).size).toBe(1);
    expect((server.db.prepare('SELECT count(*) AS n FROM deposit').get() as { n: number }).n).toBe(before + 1);
  });
});

describe('listDeposits', () => {
  it('lists the member’s deposits newest first with status, amounts, fee and reference, by status and period', async () => {
    const headers = authHeaders(server, 'demo');
    const grab = (await createDeposit(headers, { methodCode: 'GRABPAY', amountMinor: 200_000 })).json().value;
    clock.now += 60_000;
    const gcash = (await createDeposit(headers, { methodCode: 'GCASH', amountMinor: 50_000 })).json().value;
    const all = (await listDeposits(headers)).json().value;
    expect(all.items.slice(0, 2).map((d: { id: number }) => d.id)).toEqual([gcash.id, grab.id]);
    expect(all.items[1]).toMatchObject({ status: 'pending', amountMinor: 200_000, feeMinor: 3_000, creditedMinor: 0, paymentUrl: null });
    expect(all.items[1].reference).toBe(`D${String(grab.id).padStart(8, '0')}`);

    await server.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${gcash.id}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: tokenOf(gcash.paymentUrl) }).toString(),
    });
    const paid = (await listDeposits(headers, '?status=paid')).json().value.items;
    expect(paid.find((d: { id: number }) => d.id === gcash.id)).toMatchObject({ status: 'paid', creditedMinor: 50_000 });
    expect(paid.every((d: { status: string }) => d.status === 'paid')).toBe(true);

    clock.now += DEPOSIT_TTL_MS;
    const expired = (await listDeposits(headers, '?status=expired')).json().value.items.map((d: { id: number }) => d.id);
    expect(expired).toContain(grab.id);
    expect((await listDeposits(headers, '?status=pending')).json().value.items.map((d: { id: number }) => d.id)).not.toContain(grab.id);
    expect((await listDeposits(headers, '?period=yesterday')).json().value.items).toEqual([]);
    const paged = (await listDeposits(headers, '?pageSize=1&pageNo=2')).json().value;
    expect(paged.items).toHaveLength(1);
    expect(paged.page).toMatchObject({ pageNo: 2, pageSize: 1 });
    expect((await listDeposits(authHeaders(server, 'agent01'))).json().value.items.map((d: { id: number }) => d.id)).not.toContain(gcash.id);
  });
});

describe('remindDeposit', () => {
  const remind = (id: number, headers: Record<string, string>) => server.app.inject({ method: 'POST', url: `/wps/deposit/${id}/reminder`, headers });

  it('notes a reminder of a waiting deposit, once every 10 minutes, and refuses one that does not wait', async () => {
    const headers = authHeaders(server, 'demo');
    const deposit = (await createDeposit(headers, { methodCode: 'BDO', amountMinor: 100_000 })).json().value;
    expect(deposit.remindedAt).toBeNull();
    const first = await remind(deposit.id, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ id: deposit.id, status: 'pending', remindedAt: clock.now });
    clock.now += 60_000;
    const soon = await remind(deposit.id, headers);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: 540 } });
    clock.now += 9 * 60_000;
    expect((await remind(deposit.id, headers)).json().value.remindedAt).toBe(clock.now);
    expect((await remind(deposit.id, authHeaders(server, 'agent01'))).statusCode).toBe(404);
    clock.now += DEPOSIT_TTL_MS;
    const expired = await remind(deposit.id, headers);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorCode).toBe('BAD_REQUEST');
  });
});

describe('uploadDepositReceipt', () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]).toString('base64');
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]).toString('base64');
  const upload = (id: number, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url: `/wps/deposit/${id}/receipt`, headers, payload });
  const storedReceipt = (id: number) =>
    server.db.prepare<[number], { mime_type: string; image: Buffer }>('SELECT mime_type, image FROM deposit_receipt WHERE deposit_id = ?').get(id);

  it('keeps the picture with a waiting deposit, replaces it after a minute, and refuses one that does not wait', async () => {
    const headers = authHeaders(server, 'demo');
    const deposit = (await createDeposit(headers, { methodCode: 'BDO', amountMinor: 100_000 })).json().value;
    expect(deposit.receiptAt).toBeNull();
    const first = await upload(deposit.id, headers, { mimeType: 'image/jpeg', imageBase64: JPEG });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ id: deposit.id, status: 'pending', receiptAt: clock.now });
    expect(storedReceipt(deposit.id)?.image.toString('base64')).toBe(JPEG);
    const listed = (await listDeposits(headers)).json().value.items.find((d: { id: number }) => d.id === deposit.id);
    expect(listed.receiptAt).toBe(clock.now);

    clock.now += 20_000;
    const soon = await upload(deposit.id, headers, { mimeType: 'image/png', imageBase64: PNG });
    expect(soon.json()).toMatchObject({ errorCode: 'RATE_LIMITED', value: { retryAfterSeconds: 40 } });
    expect(storedReceipt(deposit.id)?.mime_type).toBe('image/jpeg');
    clock.now += 40_000;
    expect((await upload(deposit.id, headers, { mimeType: 'image/png', imageBase64: PNG })).json().value.receiptAt).toBe(clock.now);
    expect(storedReceipt(deposit.id)?.mime_type).toBe('image/png');

    expect((await upload(deposit.id, authHeaders(server, 'agent01'), { mimeType: 'image/png', imageBase64: PNG })).statusCode).toBe(404);
    clock.now += DEPOSIT_TTL_MS;
    const expired = await upload(deposit.id, headers, { mimeType: 'image/png', imageBase64: PNG });
    expect(expired.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });

  it('refuses a file that is not the picture it claims to be, and keeps nothing', async () => {
    const headers = authHeaders(server, 'demo');
    const deposit = (await createDeposit(headers, { methodCode: 'GCASH', amountMinor: 50_000 })).json().value;
    const renamed = await upload(deposit.id, headers, { mimeType: 'image/jpeg', imageBase64: PNG });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'imageBase64', messageKey: 'upload_type' }] } });
    expect((await upload(deposit.id, headers, { mimeType: 'image/gif', imageBase64: PNG })).statusCode).toBe(400);
    expect(storedReceipt(deposit.id)).toBeUndefined();
  });
});
