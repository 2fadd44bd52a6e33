import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { promotionCards } from '@gp/domain';
import { PROMOTIONS, promotionFixture } from './promotion-fixtures';
import { PromotionDetail } from './promotion-detail';
import { PromotionList } from './promotion-list';

const meta = { title: 'Pages/Promotions', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const listArgs = {
  cards: promotionCards(PROMOTIONS),
  kinds: ['deposit_promo', 'live_promo', 'other'] as const,
  selectedKind: null,
  state: 'ready' as const,
  onKind: fn(),
  onRetry: fn(),
};

/** The cards with the category chips; one promotion without a picture. */
export const List: Story = {
  render: () => <PromotionList {...listArgs} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3, name: '100% First Deposit Bonus' }).length).toBeGreaterThan(0);
    const [live] = canvas.getAllByRole('tab', { name: 'Live casino' });
    if (live) await userEvent.click(live);
  },
};

/** While the promotions load: two skeleton cards keep the room. */
export const Loading: Story = { render: () => <PromotionList {...listArgs} cards={[]} kinds={[]} state="loading" /> };

/** No promotions: the placeholder. */
export const Empty: Story = {
  render: () => <PromotionList {...listArgs} cards={[]} kinds={[]} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No promotions right now. Check back soon!').length).toBeGreaterThan(0);
  },
};

/** The promotions failed to load: what failed, with Try again. */
export const Failed: Story = { render: () => <PromotionList {...listArgs} cards={[]} kinds={[]} state="failed" /> };

/** A deposit promotion: picture, dates, its text with a link, and Deposit now. */
export const Detail: Story = {
  render: () => <PromotionDetail promotion={PROMOTIONS[0] ?? promotionFixture(1, 'deposit_promo', 'Bonus')} onLink={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Deposit now' }).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/Nov 1, 2026 – Dec 31, 2026/).length).toBeGreaterThan(0);
  },
};

/** A promotion without picture, end date or call to action. */
export const DetailPlain: Story = {
  render: () => <PromotionDetail promotion={PROMOTIONS[2] ?? promotionFixture(3, 'other', 'Refer')} onLink={fn()} />,
};
