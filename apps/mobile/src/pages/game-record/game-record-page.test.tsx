import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'fresh01', type: 0 }) };

const order = (orderId: number, kind: 'slot' | 'lottery', status: 'pending' | 'settled') => ({
  orderId,
  kind,
  nodeId: 5,
  gameName: kind === 'slot' ? 'Lucky Sevens' : 'Quick 3D',
  gameCategory: kind === 'slot' ? 'RNG' : 'ELOTT',
  vassalage: 'PG',
  wallet: 'cash',
  currency: 'PHP',
  stakeMinor: 300,
  refundedMinor: 0,
  winMinor: kind === 'slot' ? 1500 : 0,
  status,
  drawNumber: kind === 'slot' ? null : '20260101-0042',
  createdAt: Date.UTC(2026, 0, 1, 4),
  settledAt: status === 'settled' ? Date.UTC(2026, 0, 1, 4) : null,
});

const lotteryDetail = (cancelled: boolean) => ({
  order: { ...order(8, 'lottery', 'pending'), status: cancelled ? 'cancelled' : 'pending', refundedMinor: cancelled ? 300 : 0 },
  subOrders: ['07', '18', '88'].map((number, index) => ({ subOrderId: 80 + index, number, stakeMinor: 100, winMinor: 0, status: cancelled ? 'cancelled' : 'pending' })),
  reels: null,
  draw: { drawNumber: '20260101-0042', closesAt: Date.UTC(2036, 0, 1), drawAt: Date.UTC(2036, 0, 1), result: null, winningNumber: null },
  cancellable: !cancelled,
});

function mockOrders() {
  const seen: URLSearchParams[] = [];
  const cancels: unknown[] = [];
  server.use(
    http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()),
    http.get(`${BASE}/lgw/orders`, ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return envelope({
        list: [order(9, 'slot', 'settled'), order(8, 'lottery', 'pending')],
        page: { pageNo: 1, pageSize: 20, totalCount: 2, totalPages: 1 },
        totals: { count: 2, betMinor: 600, validBetMinor: 300, winMinor: 1500, profitLossMinor: 1200 },
      });
    }),
    http.get(`${BASE}/lgw/orders/8`, () => envelope(lotteryDetail(cancels.length > 0))),
    http.post(`${BASE}/lgw/orders/8/suborders/cancel`, async ({ request }) => {
      cancels.push(await request.json());
      return envelope({ order: lotteryDetail(true), balanceMinor: 1000, currency: 'PHP' });
    }),
  );
  return { seen, cancels };
}

describe('/m/gameRecord', () => {
  it('sends a guest to login', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/gameRecord');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('lists the orders with their bet and win, the totals, and reloads for another filter', async () => {
    mockPlatform(server);
    const { seen } = mockOrders();
    renderApp('/m/gameRecord', MEMBER);
    const line = await screen.findByRole('button', { name: 'Order 9, Lucky Sevens' });
    expect(line).toHaveTextContent('Bet ₱3.00');
    expect(line).toHaveTextContent('Win ₱15.00');
    const totals = screen.getByRole('region', { name: /Totals of the period/ });
    expect(totals).toHaveTextContent('Valid bet₱3.00');
    expect(totals).toHaveTextContent('Profit and loss+₱12.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Time' }), 'Settle time');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Slots');
    await waitFor(() => expect(seen.at(-1)?.get('gameCategory')).toBe('RNG'));
    expect(seen.at(-1)?.get('timeBy')).toBe('settle');
  });

  it('opens a lottery order with its draw and numbers, and cancels the pending ones after confirming', async () => {
    mockPlatform(server);
    const { cancels } = mockOrders();
    renderApp('/m/gameRecord', MEMBER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Order 8, Quick 3D' }));
    const detail = await screen.findByRole('region', { name: 'Quick 3D' });
    await within(detail).findByText('20260101-0042');
    expect(within(detail).getByText('Not drawn yet')).toBeInTheDocument();
    expect(within(detail).getByRole('table', { name: 'Numbers' })).toHaveTextContent('88');
    await user.click(within(detail).getByRole('button', { name: 'Cancel pending numbers' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel bet' });
    expect(dialog).toHaveTextContent('Cancel 3 pending numbers of this bet?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(cancels).toEqual([{ subOrderIds: [80, 81, 82] }]));
    expect(await within(detail).findAllByText('Cancelled')).not.toHaveLength(0);
    expect(within(detail).queryByRole('button', { name: 'Cancel pending numbers' })).toBeNull();
    await user.click(within(detail).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Order 8, Quick 3D' })).toBeInTheDocument();
  });

  it('shows what failed and why, and Try again loads the orders', async () => {
    mockPlatform(server);
    mockOrders();
    server.use(http.get(`${BASE}/lgw/orders`, () => HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }), { once: true }));
    renderApp('/m/gameRecord', MEMBER);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The game records could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Order 9, Lucky Sevens' })).toBeInTheDocument();
  });
});
