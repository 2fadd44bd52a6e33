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

const rebate = (id: number, status: 'claimable' | 'claimed') => ({
  id,
  date: `2026-01-0${id}`,
  category: id === 2 ? 'LIVE' : 'RNG',
  turnoverMinor: 100_000,
  ratePercent: 0.8,
  amountMinor: 800,
  status,
  claimedAt: status === 'claimed' ? 1 : null,
});

describe('/m/member/rebates', () => {
  it('lists the rebates with the total to claim, claims one and refreshes the balance', async () => {
    mockPlatform(server);
    const claims: string[] = [];
    let balanceCalls = 0;
    server.use(
      http.get(`${BASE}/wps/wallets/gcs`, () => {
        balanceCalls += 1;
        return HttpResponse.error();
      }),
      http.get(`${BASE}/wps/rebates`, () =>
        envelope({ currency: 'PHP', claimableTotalMinor: 1600, items: [rebate(3, 'claimable'), rebate(2, 'claimable'), rebate(1, 'claimed')], page: { pageNo: 1, pageSize: 20, totalCount: 3, totalPages: 1 } }),
      ),
      http.post(`${BASE}/wps/rebates/:id/claim`, ({ params }) => {
        claims.push(String(params['id']));
        return envelope(true);
      }),
    );
    renderApp('/m/member/rebates', MEMBER);
    const total = await screen.findByText('₱16.00');
    const list = screen.getByRole('list', { name: 'Daily rebates' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Slots rebate');
    expect(first).toHaveTextContent('0.8% of ₱1,000.00 turnover');
    const before = balanceCalls;
    await userEvent.click(within(list).getByRole('button', { name: 'Claim ₱8.00 of 2026-01-03' }));
    await waitFor(() => expect(claims).toEqual(['3']));
    expect(await within(first as HTMLElement).findByText('Claimed')).toBeInTheDocument();
    expect(total).toHaveTextContent('₱8.00');
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(before));
  });
});
