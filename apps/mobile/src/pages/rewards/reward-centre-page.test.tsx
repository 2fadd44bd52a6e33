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
const reward = (id: number, source: string, amountMinor: number, status = 'claimable') => ({
  id,
  source,
  reference: null,
  amountMinor,
  status,
  createdAt: 1,
  expiresAt: null,
  claimedAt: status === 'claimed' ? 2 : null,
});
const page = (items: ReturnType<typeof reward>[], claimable: number) =>
  envelope({ currency: 'PHP', todayBonusMinor: 0, totalBonusMinor: 10_000, claimableTotalMinor: claimable, items, page: { pageNo: 1, pageSize: 20, totalCount: items.length, totalPages: 1 } });

describe('/m/rewardCenter', () => {
  it('shows the totals, claims a reward with an Idempotency-Key, and shows the history', async () => {
    mockPlatform(server, { features: [{ modId: 'REWCEN3', enabled: true }] });
    const claims: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()),
      http.get(`${BASE}/wps/engagement/rewards`, ({ request }) =>
        new URL(request.url).searchParams.get('status') === 'history' ? page([reward(3, 'welcome', 5000, 'claimed')], 0) : page([reward(1, 'cashback', 2500), reward(2, 'event', 1000)], 3500),
      ),
      http.post(`${BASE}/wps/engagement/rewards/:id/claim`, ({ request, params }) => {
        claims.push(`${String(params['id'])}:${request.headers.get('Idempotency-Key') === null ? 'no key' : 'key'}`);
        return envelope({ reward: { ...reward(1, 'cashback', 2500, 'claimed') }, balanceMinor: 1 });
      }),
    );
    renderApp('/m/rewardCenter', MEMBER);
    const totals = await screen.findByRole('list', { name: 'Rewards' }).then(() => screen.getByLabelText('Your bonuses'));
    expect(totals).toHaveTextContent('₱35.00');
    await userEvent.click(screen.getByRole('button', { name: 'Claim Cashback of ₱25.00' }));
    await waitFor(() => expect(claims).toEqual(['1:key']));
    await waitFor(() => expect(totals).toHaveTextContent('₱10.00'));
    expect(within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
  });

  it('says contact_service and stays off the screen when REWCEN3 is off', async () => {
    mockPlatform(server);
    const app = renderApp('/m/rewardCenter', MEMBER);
    await waitFor(() => expect(app.location.pathname).toBe('/m/'));
  });
});
