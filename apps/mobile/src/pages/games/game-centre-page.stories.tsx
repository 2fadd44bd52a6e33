import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { STORY_BASE as BASE, StoryApp, storyBootHandlers, storyEnvelope as envelope, storyPicture } from '../../testing/story-app';
import { GameCentrePage } from './game-centre-page';

const vendor = (vassalage: string, displayName: string) => ({ vassalage, displayName });

/** A tile picture drawn in the page itself (no network). */
const TILE = storyPicture(120, 120);

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
    ...storyBootHandlers(),
  ];
}

/** The game centre as a guest sees it, over the handlers above. */
function GameCentreStory({ catalogueFails = false }: { readonly catalogueFails?: boolean }) {
  return (
    <StoryApp handlers={handlers({ catalogueFails })} path="/m/gameCenter">
      <GameCentrePage />
    </StoryApp>
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
