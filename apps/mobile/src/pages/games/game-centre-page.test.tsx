import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';
import { MESSAGES } from '@gp/domain';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'demo', type: 0 }) };

const vendor = (vassalage: string, displayName: string) => ({ vassalage, displayName });
const VENDOR_TYPES = {
  vendors: {
    RNG: [vendor('PG', 'PG Soft'), vendor('JILI', 'JILI')],
    FISH: [vendor('JILI', 'JILI')],
    SPORTS: [vendor('SABA', 'SABA Sports')],
    ESPORTS: [vendor('TF', 'TF Gaming')],
  },
  sorting: [
    { gameCategory: 'RNG', vendorNames: [vendor('PG', 'PG Soft'), vendor('JILI', 'JILI')], accountTypeName: 'Slots' },
    { gameCategory: 'FISH', vendorNames: [vendor('JILI', 'JILI')], accountTypeName: 'Fishing' },
    { gameCategory: 'SPORTS', vendorNames: [vendor('SABA', 'SABA Sports')], accountTypeName: 'Sports' },
  ],
};

const game = (nodeId: number, gameCategory: string, vassalage = 'PG') => ({
  nodeId,
  gameId: String(nodeId),
  roomId: null,
  gameName: `${gameCategory} game ${nodeId}`,
  nodeName: '',
  displayName: vassalage,
  vassalage,
  vendorCode: vassalage,
  gameType: gameCategory,
  gameCategory,
  gameCode: 'lobby',
  gameGroupId: null,
  lottoMode: null,
  supportPlay: 1,
  showIcon: null,
  iconUrl: '/tile.svg',
  url: null,
  mobileLargeIcon: '/tile.svg',
  telNodeId: nodeId,
  gameCount: 1,
  isGameH5: true,
  playType: null,
  freeplay: false,
  gameClassifyNew: null,
});

interface Seen {
  readonly lists: URLSearchParams[];
  readonly added: unknown[];
}

/** The platform of these tests: 20 games per category and vendor, paged as asked, favourites held in memory. */
function mockGames(favourites: string[] = []): Seen {
  const seen: Seen = { lists: [], added: [] };
  const ids = [...favourites];
  server.use(
    http.get(`${BASE}/wps/game/vassgameType`, () => envelope(VENDOR_TYPES)),
    http.get(`${BASE}/wps/game/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.lists.push(query);
      const category = query.get('gameType') || 'RNG';
      const pageNo = Number(query.get('pageNo'));
      const all = Array.from({ length: 20 }, (_, index) => game(index + 1 + (category === 'FISH' ? 100 : 0), category, query.get('vassalage') || 'PG'));
      const named = all.filter((item) => item.gameName.includes(query.get('gameName') ?? ''));
      return envelope({ games: named.slice((pageNo - 1) * 9, pageNo * 9), pageNum: pageNo, totalPages: Math.max(1, Math.ceil(named.length / 9)), totalCount: named.length });
    }),
    http.get(`${BASE}/wps/game/favourites/ids`, () => envelope(ids)),
    http.post(`${BASE}/wps/game/favourites`, async ({ request }) => {
      const body = (await request.json()) as { nodeId: number };
      seen.added.push(body);
      ids.push(String(body.nodeId));
      return envelope(true);
    }),
  );
  return seen;
}

describe('game centre', () => {
  it('words the favourite messages the games store raises (in_please_wait, in_chang_saved, in_logged_login)', () => {
    expect(MESSAGES['notice.pleaseWait'].defaultMessage).toBe('Please wait…');
    expect(MESSAGES['notice.changeSaved'].defaultMessage).toBe('Change saved');
    expect(MESSAGES['notice.loginFirst'].defaultMessage).toBe('Please log in first');
  });

  it('opens with the m_home banners above the tabs (SPEC §2), and only m_home', async () => {
    mockPlatform(server);
    mockGames();
    const banner = (id: number, groupName: string, title: string) => ({ id, url: `/b/${id}.png`, title, groupName, linkage: null, linkUrl: null, sequence: id });
    server.use(
      http.get(`${BASE}/wps/announcements`, () =>
        envelope({ banners: [banner(2, 'm_home', 'Second'), banner(1, 'm_home', 'Welcome bonus'), banner(3, 'm_recommend', 'Recommended')], notices: [], popups: [], promotions: [] }),
      ),
    );
    const { store } = renderApp('/m/gameCenter');
    void store.catalogue.load();
    const carousel = await screen.findByRole('region', { name: 'Promotions' });
    const pictures = within(carousel).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(['Welcome bonus', 'Second']);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByAltText('Recommended')).not.toBeInTheDocument();
    expect(carousel.compareDocumentPosition(await screen.findByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the categories could not be loaded instead of an empty lobby, and Try again brings their tabs', async () => {
    mockPlatform(server);
    mockGames();
    server.use(
      http.get(`${BASE}/wps/game/vassgameType`, () => HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }), { once: true }),
    );
    const { store } = renderApp('/m/gameCenter');
    void store.catalogue.load();
    expect(await screen.findByText('The game categories could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Slots' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.queryByText('The game categories could not be loaded.')).toBeNull();
  });

  it('opens on the query category with its vendor row and pages with more games', async () => {
    mockPlatform(server);
    const seen = mockGames();
    const { store } = renderApp('/m/gameCenter?type=rng');
    void store.catalogue.load();
    const tab = await screen.findByRole('tab', { name: 'Slots' });
    await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
    const grid = await screen.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(9));
    expect(screen.getByRole('group', { name: 'Game providers' })).toBeInTheDocument();
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('1 / 3');
    await userEvent.click(screen.getByRole('button', { name: 'More games' }));
    await waitFor(() => expect(screen.getByTestId('page-indicator')).toHaveTextContent('2 / 3'));
    expect(seen.lists.at(-1)?.get('pageNo')).toBe('2');
    expect(seen.lists.at(-1)?.get('pageSize')).toBe('9');
  });

  it('searches on Enter only with trimmed text, and a tab change clears the search', async () => {
    mockPlatform(server);
    const seen = mockGames();
    const { store } = renderApp('/m/gameCenter?type=RNG');
    void store.catalogue.load();
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await screen.findByRole('list', { name: 'Slots' });
    const before = seen.lists.length;
    await userEvent.type(box, '  game 1  ');
    expect(seen.lists.length).toBe(before);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Results for “game 1”' })).toBeInTheDocument();
    expect(seen.lists.at(-1)?.get('gameName')).toBe('game 1');
    await userEvent.click(screen.getByRole('tab', { name: 'Fishing' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue(''));
    expect(await screen.findByRole('list', { name: 'Fishing' })).toBeInTheDocument();
    expect(seen.lists.at(-1)?.get('gameType')).toBe('FISH');
    expect(seen.lists.at(-1)?.get('gameName')).toBe('');
  });

  it('shows the sports vendor tiles instead of a grid, without the search box', async () => {
    mockPlatform(server);
    mockGames();
    const { store } = renderApp('/m/gameCenter?type=SPORTS');
    void store.catalogue.load();
    expect(await screen.findByRole('region', { name: 'E-sports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SABA Sports' })).toHaveAttribute('href', '/m/gameList?gameType=SPORTS&vassalage=SABA');
    expect(screen.queryByRole('region', { name: 'Cockfight' })).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('adds a favourite for a member with the saved message', async () => {
    mockPlatform(server);
    const seen = mockGames(['2']);
    const { store } = renderApp('/m/gameCenter?type=RNG', MEMBER);
    void store.catalogue.load();
    const grid = await screen.findByRole('list', { name: 'Slots' });
    expect(await within(grid).findByRole('button', { name: 'Remove RNG game 2 from favourites' })).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'Add RNG game 3 to favourites' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(seen.added).toEqual([{ nodeId: 3, vendor: 'PG' }]);
    expect(within(grid).getByRole('button', { name: 'Remove RNG game 3 from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a guest who taps a star to login', async () => {
    mockPlatform(server);
    mockGames();
    const { store, location } = renderApp('/m/gameCenter?type=RNG');
    void store.catalogue.load();
    const grid = await screen.findByRole('list', { name: 'Slots' });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Add RNG game 1 to favourites' }));
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('sends a guest from /m/fav to login', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/fav');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });
});
