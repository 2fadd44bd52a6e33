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
const TRIAL = { MC_SESSION_INFO: JSON.stringify({ token: 't-9', merchantCode: 'jade', userName: 'guest01', customerType: 4 }) };

function mockTransactions() {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()),
    http.get(`${BASE}/wps/transaction/records`, ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return envelope({
        currency: 'PHP',
        items: [
          { id: 'ledger:41', kind: 'payout', amountMinor: 2500, balanceAfterMinor: 1_234_550, reference: 'order:8', createdAt: Date.UTC(2026, 0, 1, 4), status: 'completed' },
          { id: 'ledger:40', kind: 'bet', amountMinor: -1000, balanceAfterMinor: 1_232_050, reference: 'order:8', createdAt: Date.UTC(2026, 0, 1, 3), status: 'completed' },
        ],
        page: { pageNo: 1, pageSize: 20, totalCount: 2, totalPages: 1 },
      });
    }),
  );
  return seen;
}

describe('/m/member/transactions', () => {
  it('sends a guest to login', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/member/transactions');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('refuses a trial account with the spec’s message', async () => {
    // What home asks for besides the guest's lists: refused (home shows them empty). Added first, so mockPlatform's answers win.
    server.use(http.all(`${BASE}/wps/*`, () => HttpResponse.json({ success: false, value: null, errorCode: 'NOT_FOUND', message: '' }, { status: 404 })));
    mockPlatform(server);
    const { location } = renderApp('/m/member/transactions', TRIAL);
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
    await waitFor(() => expect(location.pathname).toBe('/m/'));
  });

  it('shows each line’s signed amount and the balance after it, and filters by type', async () => {
    mockPlatform(server);
    const seen = mockTransactions();
    renderApp('/m/member/transactions', MEMBER);
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [win, bet] = within(list).getAllByRole('listitem');
    expect(win).toHaveTextContent('Win+₱25.00');
    expect(win).toHaveTextContent('Balance ₱12,345.50');
    expect(bet).toHaveTextContent('Bet-₱10.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Wins');
    await waitFor(() => expect(seen.at(-1)?.get('type')).toBe('payout'));
    expect(seen.at(-1)?.get('pageNo')).toBe('1');
  });
});
