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
const settings = (login: boolean) =>
  envelope({ imageCDNs: [], resources: [], customerService: [], links: {}, paymentLogos: [], providerLogos: [], personalPromos: { MISSION: { enabled: false }, LOGIN: { enabled: login } }, referralPromoEnabled: false });

const day = (n: number, state: string) => ({ date: `2026-11-${23 + n}`, rewardMinor: 500 * (n + 1), state });
const calendar = (todayClaimed: boolean) => ({
  currency: 'PHP',
  days: [day(0, 'claimed'), day(1, todayClaimed ? 'claimed' : 'today'), ...[2, 3, 4, 5, 6].map((n) => day(n, 'upcoming'))],
  todayIndex: 1,
  claimable: !todayClaimed,
  depositRequiredMinor: 0,
  depositedTodayMinor: 0,
  validBetRequiredMinor: 0,
  validBetTodayMinor: 0,
  claimedCount: todayClaimed ? 2 : 1,
  weekTotalMinor: 14_000,
  resetsAt: Date.UTC(2026, 10, 29, 16),
});

describe('/m/activity/signIn', () => {
  it('shows the week and claims today once, with an Idempotency-Key', async () => {
    mockPlatform(server);
    const keys: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/wps/system/setting`, () => settings(true)),
      http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()),
      http.get(`${BASE}/wps/engagement/sign-in`, () => envelope(calendar(false))),
      http.post(`${BASE}/wps/engagement/sign-in/claim`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return envelope({ creditedMinor: 1000, balanceMinor: 51_000, calendar: calendar(true) });
      }),
    );
    renderApp('/m/activity/signIn', MEMBER);
    const week = await screen.findByRole('list', { name: 'This week' });
    expect(within(week).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Claim today’s reward' }));
    expect(await screen.findByText('₱10.00 is in your balance.')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(screen.queryByRole('button', { name: 'Claim today’s reward' })).not.toBeInTheDocument();
  });

  it('sends a member of a merchant without the LOGIN promo home with the refusal', async () => {
    mockPlatform(server);
    server.use(http.get(`${BASE}/wps/system/setting`, () => settings(false)));
    const app = renderApp('/m/activity/signIn', MEMBER);
    await waitFor(() => expect(app.location.pathname).toBe('/m/'));
  });

  it('says the page could not be opened when the settings fail, and opens it on Try again', async () => {
    mockPlatform(server);
    let settingsCalls = 0;
    server.use(
      http.get(`${BASE}/wps/system/setting`, () => {
        settingsCalls += 1;
        return settingsCalls === 1 ? HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'down' }, { status: 500 }) : settings(true);
      }),
      http.get(`${BASE}/wps/engagement/sign-in`, () => envelope(calendar(false))),
    );
    const app = renderApp('/m/activity/signIn', MEMBER);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'This week' })).toBeInTheDocument();
    expect(app.location.pathname).toBe('/m/activity/signIn');
  });
});
