import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the carousels (Embla) need from a browser that jsdom lacks. */
class InertObserver {
  observe(target?: Element): void {
    /* jsdom has no layout */
    void target;
  }
  unobserve(): void {
    /* as above */
  }
  disconnect(): void {
    /* as above */
  }
}
/** A screen tall enough for all of home: whatever is watched is reported on screen at once. */
class AllOnScreenObserver extends InertObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean; intersectionRatio: number; target: Element }[]) => void) {
    super();
  }
  override observe(target?: Element): void {
    if (!target) return;
    queueMicrotask(() => this.callback([{ isIntersecting: true, intersectionRatio: 1, target }]));
  }
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', AllOnScreenObserver);
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener: () => undefined, removeEventListener: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

const game = (nodeId: number, gameCategory: string) => ({
  nodeId,
  gameId: `g-${nodeId}`,
  gameName: `${gameCategory} game ${nodeId}`,
  nodeName: '',
  displayName: 'PG Soft',
  vassalage: 'PG',
  vendorCode: 'PG',
  gameCategory,
  gameType: gameCategory,
  iconUrl: `/media/games/${nodeId}.svg`,
  showIcon: null,
  supportPlay: 1,
});

const banner = (id: number, groupName: string, linkUrl: string | null, linkage: string | null = null) => ({
  id,
  groupName,
  url: `/cdn/b/${id}.png`,
  title: `Banner ${id}`,
  linkUrl,
  linkage,
  sequence: id,
});

const oneWinner = () => envelope({ list: [{ vo: { iconUrl: '/w.svg', customerName: 'd***o', gameName: 'Ox', winAmountMinor: 9500, currency: 'PHP' } }] });
/** The board's answer: one winner, unless a test says otherwise (reset before each test, so tests run in any order). */
let winnersAnswer = oneWinner;
beforeEach(() => {
  winnersAnswer = oneWinner;
});

function mockHome() {
  mockPlatform(server);
  server.use(
    http.get(`${BASE}/wps/announcements`, () =>
      envelope({
        banners: [banner(1, 'm_home', '/m/activity'), banner(2, 'm_home', 'javascript:alert(1)'), banner(3, 'm_recommend', null), banner(4, 'm_youtube', null, 'https://evil.example/v')],
        notices: [{ id: 9, title: 'Scheduled maintenance', content: '', startDate: 0, read: false }],
        popups: [],
        promotions: [],
      }),
    ),
    http.get(`${BASE}/wps/winners/board`, () => winnersAnswer()),
    http.get(`${BASE}/wps/game/hot`, () => envelope({ list: [game(1, 'RNG'), game(2, 'LIVE')] })),
    http.get(`${BASE}/wps/game/list`, ({ request }) => {
      const type = new URL(request.url).searchParams.get('gameType') ?? '';
      return envelope({ games: type === 'FISH' ? [] : [game(100, type)], pageNum: 1, totalPages: 1, totalCount: 1 });
    }),
    http.get(`${BASE}/wps/game/vassgameType`, () =>
      envelope({
        vendors: { RNG: [{ vassalage: 'PG', displayName: 'PG Soft' }], SPORTS: [{ vassalage: 'SBO', displayName: 'SBOBET' }] },
        sorting: [
          { gameCategory: 'RNG', accountTypeName: 'Slots', vendorNames: [{ vassalage: 'PG', displayName: 'PG Soft' }] },
          { gameCategory: 'FISH', accountTypeName: 'Fishing', vendorNames: [{ vassalage: 'JDB', displayName: 'JDB' }] },
          { gameCategory: 'SPORTS', accountTypeName: 'Sports', vendorNames: [{ vassalage: 'SBO', displayName: 'SBOBET' }] },
        ],
      }),
    ),
  );
}

async function openHome() {
  mockHome();
  const rendered = renderApp('/m/');
  await rendered.store.catalogue.load();
  return rendered;
}

describe('HomePage', () => {
  it('shows banners, the marquee, the board and the offered sections with their tiles', async () => {
    await openHome();
    const banners = await screen.findByRole('region', { name: 'Promotions' }, { timeout: 5000 });
    expect(within(banners).getAllByRole('img')[0]).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('marquee')).toHaveTextContent('Scheduled maintenance');
    await screen.findByRole('button', { name: /RNG game 100/ }, { timeout: 4000 });
    expect(await screen.findByText('won ₱95.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Hot games' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Slots' })).getByRole('link', { name: 'View all Slots' })).toHaveAttribute('href', '/m/gameCenter?type=RNG');
    expect(within(screen.getByRole('region', { name: 'Sports' })).getByRole('link', { name: 'SBOBET' })).toHaveAttribute('href', '/m/gameList?gameType=SPORTS&vassalage=SBO');
    expect(screen.queryByRole('region', { name: 'Fishing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Videos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/m/login');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("shows a guest the before-login promo with home's first m_home banner, asking for nothing more", async () => {
    const bannerQueries: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/announcements' && url.searchParams.get('types')?.startsWith('B')) bannerQueries.push(url.search);
    };
    server.events.on('request:start', record);
    try {
      mockHome();
      renderApp('/m/', {}, { start: true });
      const promo = await screen.findByRole('dialog', { name: 'Welcome offer' }, { timeout: 5000 });
      expect(within(promo).getByRole('img')).toHaveAttribute('src', '/cdn/b/1.png');
      // Home's own call (banners and notices) is the only banner call.
      expect(bannerQueries).toHaveLength(1);
      expect(new URLSearchParams(bannerQueries[0]).get('types')).toBe('B,PL');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('routes a banner inside the app and ignores a refused link', async () => {
    const { location } = await openHome();
    const banners = await screen.findByRole('region', { name: 'Promotions' }, { timeout: 5000 });
    await userEvent.click(within(banners).getByRole('button', { name: 'Banner 2' }));
    expect(location.pathname).toBe('/m/');
    await userEvent.click(within(banners).getByRole('button', { name: 'Banner 1' }));
    await waitFor(() => expect(location.pathname).toBe('/m/activity'));
  });

  it('sends a guest who taps a tile to login', async () => {
    const { location } = await openHome();
    // The row replaces its skeleton once the games are in.
    await userEvent.click(await screen.findByRole('button', { name: /RNG game 100/ }, { timeout: 4000 }));
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('shows a failed part with its retry while the rest renders, and retries it', async () => {
    winnersAnswer = () => HttpResponse.json({ success: false, value: null, errorCode: 'UNKNOWN', message: 'x' }, { status: 500 });
    await openHome();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('Biggest wins could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Slots' })).toBeInTheDocument();
    winnersAnswer = () => envelope({ list: [] });
    await userEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
  });
});
