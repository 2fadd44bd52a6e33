import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { authHeaders } from '../testing/sessions';
import { sumOrderTotals, type OrderAmounts, type OrderTotals } from '@gp/domain';

const server = useTestServer();

interface OrderLine {
  orderId: number;
  status: string;
  gameCategory: string;
  createdAt: number;
}

async function list(headers: Record<string, string>, query = ''): Promise<{ list: OrderLine[]; page: { totalCount: number; totalPages: number } }> {
  const response = await server.app.inject({ url: `/lgw/orders${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

describe('order records', () => {
  it('needs a session (401 NOT_LOGGED_IN without a token, SESSION_EXPIRED with an unknown one)', async () => {
    const guest = await server.app.inject({ url: '/lgw/orders', headers: { merchant: 'aurora' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().errorCode).toBe('NOT_LOGGED_IN');
    const stale = await server.app.inject({ url: '/lgw/orders/1', headers: { merchant: 'aurora', authorization: 'x'.repeat(43) } });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().errorCode).toBe('SESSION_EXPIRED');
  });

  it('lists only the account’s own orders on its merchant, newest first', async () => {
    const demo = await list(authHeaders(server, 'demo'));
    expect(demo.page.totalCount).toBe(15);
    expect(demo.list.map((o) => o.createdAt)).toEqual([...demo.list.map((o) => o.createdAt)].sort((a, b) => b - a));
    const ids = new Set(demo.list.map((o) => o.orderId));
    const jade = await list(authHeaders(server, 'demo', 'jade'));
    expect(jade.list.some((o) => ids.has(o.orderId))).toBe(false);
    expect((await list(authHeaders(server, 'agent01'))).page.totalCount).toBe(0);
  });

  it('filters by status, category and time, and pages', async () => {
    const headers = authHeaders(server, 'demo');
    const pending = await list(headers, '?status=pending');
    expect(pending.list).toHaveLength(1);
    const slots = await list(headers, '?gameCategory=RNG');
    expect(slots.page.totalCount).toBe(10);
    const all = (await list(headers)).list;
    const middle = all[7]?.createdAt ?? 0;
    const since = await list(headers, `?from=${middle}`);
    expect(since.list.every((o) => o.createdAt >= middle)).toBe(true);
    const before = await list(headers, `?to=${middle}`);
    expect(since.page.totalCount + before.page.totalCount).toBe(15);
    const page2 = await list(headers, '?pageNo=2&pageSize=4');
    expect(page2.list.map((o) => o.orderId)).toEqual(all.slice(4, 8).map((o) => o.orderId));
    expect(page2.page.totalPages).toBe(4);
  });

  it('sums every order of the filter (not only the page) by the domain’s rule', async () => {
    const headers = authHeaders(server, 'demo');
    const all = (await list(headers, '?pageSize=100')) as unknown as { list: (OrderAmounts & OrderLine)[]; totals: OrderTotals };
    const firstPage = (await list(headers, '?pageSize=2')) as unknown as { totals: OrderTotals };
    expect(firstPage.totals).toEqual(sumOrderTotals(all.list));
    expect(all.totals.count).toBe(15);
    expect(all.totals.validBetMinor).toBeLessThan(all.totals.betMinor); // the pending lottery bet is not valid yet
  });

  it('bounds by settle time when asked: a pending order has none', async () => {
    const headers = authHeaders(server, 'demo');
    const settledTime = await list(headers, '?timeBy=settle');
    expect(settledTime.page.totalCount).toBe(14);
    expect(settledTime.list.every((o) => o.status !== 'pending')).toBe(true);
  });

  it('refuses a period longer than 30 days or reversed (400 BAD_REQUEST)', async () => {
    const headers = authHeaders(server, 'demo');
    const day = 24 * 60 * 60_000;
    for (const query of [`?from=0&to=${30 * day + 1}`, '?from=10&to=5', '?from=5&to=5']) {
      const response = await server.app.inject({ url: `/lgw/orders${query}`, headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().errorCode).toBe('BAD_REQUEST');
    }
    expect((await server.app.inject({ url: `/lgw/orders?from=0&to=${30 * day}`, headers })).statusCode).toBe(200);
    // One end alone covers the 30 days after or before it.
    expect((await list(headers, '?from=0')).page.totalCount).toBe(0);
  });

  it('shows an own order with its sub-orders; another account’s is 404', async () => {
    const headers = authHeaders(server, 'demo');
    const [pending] = (await list(headers, '?status=pending')).list;
    const detail = await server.app.inject({ url: `/lgw/orders/${pending?.orderId}`, headers });
    expect(detail.json().value).toMatchObject({ cancellable: true, reels: null, order: { kind: 'lottery', status: 'pending' } });
    expect(detail.json().value.subOrders).toHaveLength(3);
    for (const other of [authHeaders(server, 'agent01'), authHeaders(server, 'demo', 'jade')]) {
      const response = await server.app.inject({ url: `/lgw/orders/${pending?.orderId}`, headers: other });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    const [slot] = (await list(headers, '?gameCategory=RNG')).list;
    const spin = (await server.app.inject({ url: `/lgw/orders/${slot?.orderId}`, headers })).json().value;
    expect(spin).toMatchObject({ subOrders: [], draw: null, cancellable: false });
    expect(spin.reels).toHaveLength(3);
  });

  it('seeds order ledger rows whose balance is the ledger sum', () => {
    const ledger = server.app.platform.ledger;
    const members = server.db.prepare<[], { id: number }>("SELECT id FROM member WHERE username = 'demo'").all();
    for (const { id } of members) expect(ledger.balanceOf(id)).toBe(ledger.ledgerSum(id));
    const orphans = server.db
      .prepare<[], { n: number }>("SELECT count(*) AS n FROM game_order o WHERE NOT EXISTS (SELECT 1 FROM ledger_entry e WHERE e.reference = 'order:' || o.id AND e.kind = 'bet')")
      .get();
    expect(orphans?.n).toBe(0);
  });
});
