import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { STORY_BASE as BASE, StoryApp, storyBootHandlers, storyEnvelope as envelope } from '../../testing/story-app';
import { PROMOTIONS } from './promotion-fixtures';
import { PromotionsPage } from './promotions-page';

/** The promotions as the contract answers them (before the boot answers, which answer banners). */
const handlers = [
  http.get(`${BASE}/wps/announcements`, ({ request }) =>
    new URL(request.url).searchParams.get('types') === 'Promotion' ? envelope({ banners: [], notices: [], popups: [], promotions: PROMOTIONS }) : undefined,
  ),
  ...storyBootHandlers(),
];

const meta = { title: 'Pages/Promotions page', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list as the app builds it, filtered by the address's `category`. */
export const Deposit: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/activity?category=deposit_promo">
      <PromotionsPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { level: 3, name: '100% First Deposit Bonus' }, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('heading', { level: 3, name: 'Refer a Friend' })).toHaveLength(0);
  },
};
