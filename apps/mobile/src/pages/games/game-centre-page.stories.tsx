import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getResponse, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { browserDocumentLanguage, createMemoryStorage, systemClock } from '@gp/stores';
import { createAppRuntime } from '../../app/runtime';
import { StoreProvider } from '../../app/store-context';
import { GameCentrePage } from './game-centre-page';

/** Where the story's platform answers: nothing leaves the page, the handlers below answer in memory. */
const BASE = 'http://platform.story';

const envelope = (value: unknown) => HttpResponse.json({ success: true, value, errorCode: null, message: null });
const vendor = (vassalage: string, displayName: string) => ({ vassalage, displayName });

/** A tile picture drawn in the page itself (no network). */
const TILE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" opacity=".3"/></svg>')}`;

function game(nodeId: number, gameCategory: string, vassalage: string) {
  const name = `${vassalage} ${gameCategory === 'FISH' ? 'Ocean' : 'Fortune'} ${nodeId}`;
  return {
    nodeId, gameId: String(nodeId), roomId: null, gameName: name, nodeName: '', displayName: vassalage, vassalage, vendorCode: vassalage,
    gameType: gameCategory, gameCategory, gameCode: 'lobby', gameGroupId: null, lottoMode: null, supportPlay: 1, showIcon: null,
    iconUrl: TILE, url: null, mobileLargeIcon: TILE, telNodeId: nodeId, gameCount: 1, isGameH5: true, playType: null, freeplay: false, gameClassifyNew: null,
  };
}

/** The platform of a guest on a merchant with slots, fishing and sports, as the contract answers. */
function handlers(options: { readonly catalogueFails?: boolean }) {
  return [
    http.get(`${BASE}/wps/system/status`, () => envelope({ merchantCode: 'jade', maintenance: false, regionRestriction: false, maintenanceMessage: null, location: { ip: '1.1.1.1' } })),
    http.get(`${BASE}/wps/system/whitelabel`, () => envelope({ merchantCode: 'jade', siteName: 'Jade Lotto', theme: { pack: 'jade', defaultMode: 'dark' }, defaultLanguage: 'EN', languages: ['EN'], features: [] })),
    http.get(`${BASE}/wps/system/setting`, () => envelope({ imageCDNs: [], resources: [], customerService: [], links: {}, paymentLogos: [], providerLogos: [] })),
    http.get(`${BASE}/wps/announcements`, () => envelope({ banners: [], notices: [], popups: [], promotions: [] })),
    http.get(`${BASE}/wps/announcements/notices`, () => envelope({ notices: [], unreadCount: 0 })),
    http.get(`${BASE}/wps/game/vassgameType`, () =>
      options.catalogueFails
        ? HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'down' }, { status: 500 })
        : envelope({
            vendors: { RNG: [vendor('PG', 'PG Soft'), vendor('JILI', 'JILI')], FISH: [vendor('JILI', 'JILI')], SPORTS: [vendor('SABA', 'SABA Sports')] },
            sorting: [
              { gameCategory: 'RNG', vendorNames: [vendor('PG', 'PG Soft'), vendor('JILI', 'JILI')], accountTypeName: 'Slots' },
              { gameCategory: 'FISH', vendorNames: [vendor('JILI', 'JILI')], accountTypeName: 'Fishing' },
              { gameCategory: 'SPORTS', vendorNames: [vendor('SABA', 'SABA Sports')], accountTypeName: 'Sports' },
            ],
          }),
    ),
    http.get(`${BASE}/wps/game/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const category = query.get('gameType') || 'RNG';
      const games = Array.from({ length: 6 }, (_, index) => game(index + 1 + (category === 'FISH' ? 100 : 0), category, query.get('vassalage') || 'PG'));
      return envelope({ games, pageNum: 1, totalPages: 1, totalCount: games.length });
    }),
    http.get(`${BASE}/wps/game/hot`, () => envelope({ list: [] })),
  ];
}

/**
 * The game centre as a guest sees it, built as the app builds it (createAppRuntime: the same
 * stores and client) over a platform answered in memory by MSW handlers, so that designers see the
 * real screen in every brand.
 */
function GameCentreStory({ catalogueFails = false }: { readonly catalogueFails?: boolean }) {
  const [store] = useState(() => {
    const answers = handlers({ catalogueFails });
    return createAppRuntime({
      platform: { baseUrl: BASE, fetch: async (input, init) => (await getResponse(answers, new Request(input, init))) ?? new Response(null, { status: 404 }) },
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      clock: systemClock,
      documentLanguage: browserDocumentLanguage(),
    });
  });
  useEffect(() => () => store.stop(), [store]);
  return (
    <StoreProvider store={store}>
      <MemoryRouter basename="/m" initialEntries={['/m/gameCenter']}>
        <GameCentrePage />
      </MemoryRouter>
    </StoreProvider>
  );
}

const meta = { title: 'Pages/Games/Game centre', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lobby: the category tabs, then one block of games per category. */
export const Lobby: Story = {
  render: () => <GameCentreStory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('tab', { name: 'Slots' }, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await expect((await canvas.findAllByText('PG Fortune 1', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
  },
};

/** The catalogue could not load: the failure says so and offers Try again. */
export const CatalogueFailed: Story = {
  render: () => <GameCentreStory catalogueFails />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Try again' }, { timeout: 10_000 })).length).toBeGreaterThan(0);
  },
};
