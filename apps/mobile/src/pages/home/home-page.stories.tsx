import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { STORY_BASE as BASE, StoryApp, storyBootHandlers, storyEnvelope as envelope, storyPicture } from '../../testing/story-app';
import { HomePage } from './home-page';

const vendor = (vassalage: string, displayName: string) => ({ vassalage, displayName });

function game(nodeId: number, gameCategory: string) {
  const picture = storyPicture(120, 120);
  return {
    nodeId, gameId: String(nodeId), roomId: null, gameName: `${gameCategory === 'LIVE' ? 'Baccarat' : 'Fortune'} ${nodeId}`, nodeName: '', displayName: 'PG Soft', vassalage: 'PG',
    vendorCode: 'PG', gameType: gameCategory, gameCategory, gameCode: 'lobby', gameGroupId: null, lottoMode: null, supportPlay: 1, showIcon: null, iconUrl: picture, url: null,
    mobileLargeIcon: picture, telNodeId: nodeId, gameCount: 1, isGameH5: true, playType: null, freeplay: false, gameClassifyNew: null,
  };
}

const banner = (id: number, groupName: string) => ({ id, groupName, url: storyPicture(750, 300, 0.15 * id), title: `Banner ${id}`, linkUrl: null, linkage: null, sequence: id });

/** A guest's home on a merchant with slots, live casino and sports: banners, a notice, the board and the rows, as the contract answers. */
const handlers = [
  http.get(`${BASE}/wps/announcements`, () =>
    envelope({
      banners: [banner(1, 'm_home'), banner(2, 'm_home'), banner(3, 'm_recommend')],
      notices: [{ id: 9, title: 'Weekend reload bonus: 20% on every deposit until Sunday', content: '', startDate: 0, read: false }],
      popups: [],
      promotions: [],
    }),
  ),
  http.get(`${BASE}/wps/winners/board`, () =>
    envelope({ list: [{ vo: { iconUrl: storyPicture(40, 40), customerName: 'j***n', gameName: 'Fortune Ox', winAmountMinor: 1_250_000, currency: 'PHP' } }] }),
  ),
  http.get(`${BASE}/wps/game/hot`, () => envelope({ list: [game(1, 'RNG'), game(2, 'LIVE'), game(3, 'RNG')] })),
  http.get(`${BASE}/wps/game/list`, ({ request }) => {
    const category = new URL(request.url).searchParams.get('gameType') ?? 'RNG';
    const games = Array.from({ length: 6 }, (_, index) => game(100 + index + (category === 'LIVE' ? 50 : 0), category));
    return envelope({ games, pageNum: 1, totalPages: 1, totalCount: games.length });
  }),
  http.get(`${BASE}/wps/game/vassgameType`, () =>
    envelope({
      vendors: { RNG: [vendor('PG', 'PG Soft')], LIVE: [vendor('EVO', 'Evolution')], SPORTS: [vendor('SBO', 'SBOBET')] },
      sorting: [
        { gameCategory: 'RNG', accountTypeName: 'Slots', vendorNames: [vendor('PG', 'PG Soft')] },
        { gameCategory: 'LIVE', accountTypeName: 'Live casino', vendorNames: [vendor('EVO', 'Evolution')] },
        { gameCategory: 'SPORTS', accountTypeName: 'Sports', vendorNames: [vendor('SBO', 'SBOBET')] },
      ],
    }),
  ),
  ...storyBootHandlers(),
];

const meta = { title: 'Pages/Home', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home as a guest sees it: banners, the notice line, the biggest wins, hot games and a row per category. */
export const Guest: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/">
      <HomePage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('region', { name: 'Hot games' }, { timeout: 10_000 })).length).toBeGreaterThan(0);
    const [marquee] = await canvas.findAllByRole('marquee', {}, { timeout: 10_000 });
    await expect(marquee).toHaveTextContent('Weekend reload bonus: 20% on every deposit until Sunday');
  },
};
