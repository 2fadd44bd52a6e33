import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'ember', userName: 'fresh01', type: 0 }) };
const settings = () =>
  envelope({ imageCDNs: [], resources: [], customerService: [], links: {}, paymentLogos: [], providerLogos: [], personalPromos: { MISSION: { enabled: true }, LOGIN: { enabled: false } }, referralPromoEnabled: false });

describe('/m/leaderBoard', () => {
  it('shows the race, the member’s place outside the top and the ranking', async () => {
    mockPlatform(server);
    server.use(
      http.get(`${BASE}/wps/system/setting`, settings),
      http.get(`${BASE}/wps/engagement/leaderboard`, () =>
        envelope({
          currency: 'PHP',
          race: { id: '2026-11-23', startsAt: 0, endsAt: Date.now() + 3600_000, prizePoolMinor: 100_000, prizes: [{ rankFrom: 1, rankTo: 1, amountMinor: 100_000 }] },
          top: [{ rank: 1, name: 'ju***an', amountMinor: 900_000, prizeMinor: 100_000 }],
          me: { rank: 4, amountMinor: 5_000, prizeMinor: 0, toPrizeMinor: 895_000 },
          participants: 4,
        }),
      ),
    );
    renderApp('/m/leaderBoard', MEMBER);
    expect(await screen.findByText('No. 4 of 4 · ₱50.00 in valid bets')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Top players' })).getByText('ju***an')).toBeInTheDocument();
    expect(screen.getByText(/^Ends in 00:59:/)).toBeInTheDocument();
  });

  it('says the leaderboard failed, with Try again', async () => {
    mockPlatform(server);
    server.use(http.get(`${BASE}/wps/system/setting`, settings), http.get(`${BASE}/wps/engagement/leaderboard`, () => HttpResponse.error()));
    renderApp('/m/leaderBoard', MEMBER);
    expect(await screen.findByText('The leaderboard could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
