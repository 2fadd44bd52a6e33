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

const summary = (period: string) => ({
  period,
  from: 0,
  to: 86_400_000,
  currency: 'PHP',
  depositsMinor: 500_000,
  withdrawalsMinor: 0,
  betsMinor: 30_000,
  betCount: 3,
  payoutsMinor: 12_000,
  netWinLossMinor: -18_000,
  rebatesMinor: 240,
  bonusMinor: 0,
  days: [
    { date: '2026-01-01', netWinLossMinor: 2_000 },
    { date: '2026-01-02', netWinLossMinor: -20_000 },
  ],
});

describe('/m/member/reports', () => {
  it('shows the sums and the daily chart, and sums another period', async () => {
    mockPlatform(server);
    const periods: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()),
      http.get(`${BASE}/wps/reports/summary`, ({ request }) => {
        const period = new URL(request.url).searchParams.get('period');
        periods.push(period);
        return envelope(summary(period ?? ''));
      }),
    );
    renderApp('/m/member/reports', MEMBER);
    const report = await screen.findByRole('region', { name: 'Profit and loss' });
    expect(report).toHaveTextContent('Turnover (3 bets)₱300.00');
    expect(report).toHaveTextContent('Net win or loss-₱180.00');
    const chart = within(report).getByRole('table', { name: 'Daily net result' });
    expect(within(chart).getAllByRole('row')).toHaveLength(3);
    expect(chart).toHaveTextContent('-₱200.00');
    expect(screen.getByRole('navigation', { name: 'Records' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 30 days');
    await waitFor(() => expect(periods).toEqual(['last7days', 'last30days']));
  });

  it('says what failed and loads again on Try again', async () => {
    mockPlatform(server);
    server.use(
      http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()),
      http.get(`${BASE}/wps/reports/summary`, () => envelope(summary('last7days'))),
    );
    // Added last, so it answers first, once.
    server.use(http.get(`${BASE}/wps/reports/summary`, () => HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }), { once: true }));
    renderApp('/m/member/reports', MEMBER);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profit and loss' })).toBeInTheDocument();
  });
});
