import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';
import { PROMOTIONS, promotionFixture } from './promotion-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers the promotions call (before the boot answers); returns how often it was asked. */
function mockPromotions(answer: () => Response = () => envelope({ banners: [], notices: [], popups: [], promotions: PROMOTIONS })) {
  const calls: URL[] = [];
  server.use(
    http.get(`${BASE}/wps/announcements`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('types') !== 'Promotion') return undefined;
      calls.push(url);
      return answer();
    }),
  );
  return calls;
}

describe('/m/activity', () => {
  it('shows a card per promotion, filters by the category chips in the address, and opens one', async () => {
    mockPlatform(server);
    const calls = mockPromotions();
    const { location } = renderApp('/m/activity');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 3, name: 'Refer a Friend' })).toBeInTheDocument();
    // Each card previews its text without markup.
    expect(screen.getAllByText(/Double your first deposit up to ₱5,000\. Turnover/, { selector: 'p' })).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Deposit' }));
    await waitFor(() => expect(location.search).toBe('?category=deposit_promo'));
    expect(screen.queryByRole('heading', { level: 3, name: 'Refer a Friend' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /100% First Deposit Bonus/ }));
    await waitFor(() => expect(location.pathname).toBe('/m/activityDetail'));
    expect(await screen.findByRole('heading', { level: 2, name: '100% First Deposit Bonus' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Deposit now' }).length).toBeGreaterThan(0);
    // The list and the promotion share one answer.
    expect(calls).toHaveLength(1);
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.search).toBe('?category=deposit_promo'));
    expect(location.pathname).toBe('/m/activity');
  });

  it('shows every promotion when the address names a category the list does not offer', async () => {
    mockPlatform(server);
    mockPromotions();
    renderApp('/m/activity?category=pvp_promo');
    expect(await screen.findByRole('heading', { level: 3, name: 'Refer a Friend' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says what failed and loads again', async () => {
    mockPlatform(server);
    let fail = true;
    mockPromotions(() => (fail ? HttpResponse.error() : envelope({ banners: [], notices: [], popups: [], promotions: [] })));
    renderApp('/m/activity');
    expect(await screen.findByText('The promotions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No promotions right now. Check back soon!')).toBeInTheDocument();
  });
});

describe('/m/activityDetail', () => {
  it('opens a shared link to a promotion, and its back leads to the promotions', async () => {
    mockPlatform(server);
    mockPromotions();
    const { location } = renderApp('/m/activityDetail?id=2');
    const article = await screen.findByRole('article', { name: 'Live Casino Win Streak' });
    expect(within(article).getByRole('link', { name: 'Play now' })).toHaveAttribute('href', '/m/gameCenter?type=LIVE');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.pathname).toBe('/m/activity'));
  });

  it('says when the promotion is not there any more', async () => {
    mockPlatform(server);
    mockPromotions();
    renderApp('/m/activityDetail?id=99');
    expect(await screen.findByText('This promotion has ended or does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/m/activity');
  });
});

describe('/m/activityDetail with a joinable bonus', () => {
  const BONUS = promotionFixture(50, 'deposit_promo', '20% Reload Bonus', {
    joinTerms: { currency: 'PHP', bonusPercent: 20, maxBonusMinor: 100_000, minDepositMinor: 50_000, firstDepositOnly: false },
  });
  const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'fresh01', type: 0 }) };

  it('lets a member join, then says the next deposit gets the bonus', async () => {
    mockPlatform(server);
    mockPromotions(() => envelope({ banners: [], notices: [], popups: [], promotions: [BONUS] }));
    const joins: string[] = [];
    server.use(
      http.get(`${BASE}/wps/engagement/promotions/joined`, () => envelope({ items: [] })),
      http.post(`${BASE}/wps/engagement/promotions/:id/join`, ({ params }) => {
        joins.push(String(params['id']));
        return envelope({ promotionId: 50, status: 'joined', joinedAt: 1, rewardId: null });
      }),
    );
    renderApp('/m/activityDetail?id=50', MEMBER);
    expect(await screen.findByText('Join, then deposit ₱500.00 or more: you get 20% of it as a bonus, up to ₱1,000.00.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined. Your next deposit of ₱500.00 or more gets the bonus.')).toBeInTheDocument();
    expect(joins).toEqual(['50']);
  });

  it('asks a guest to log in to join, without asking for enrollments', async () => {
    mockPlatform(server);
    mockPromotions(() => envelope({ banners: [], notices: [], popups: [], promotions: [BONUS] }));
    renderApp('/m/activityDetail?id=50');
    expect(await screen.findByRole('link', { name: 'Log in to join' })).toHaveAttribute('href', '/m/login');
  });
});
