import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BannerCarousel, type BannerItem } from './banner-carousel';

// Story pictures stand in for the platform's banners (a gradient and the banner's words).
/* eslint-disable workspace/no-hardcoded-colors */
const picture = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300"><rect width="750" height="300" fill="hsl(${hue} 60% 35%)"/><text x="375" y="165" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;
/* eslint-enable workspace/no-hardcoded-colors */

const banners: BannerItem[] = [
  { id: 1, imageUrl: picture('100% Welcome Bonus', 20), title: '100% Welcome Bonus up to ₱5,000', linkUrl: '/m/activity' },
  { id: 2, imageUrl: picture('Daily Cashback 1%', 150), title: 'Daily Cashback 1% on Every Bet', linkUrl: null },
  { id: 3, imageUrl: picture('Invite Friends', 260), title: 'Invite Friends, Earn Together', linkUrl: '/m/inviteFriends' },
];

const meta = {
  title: 'Home/BannerCarousel',
  component: BannerCarousel,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { banners, label: 'Promotions', onOpen: fn(), aboveFold: true },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three banners at the top of home: the first picture loads at once, dots under them. */
export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await userEvent.click(canvas.getByRole('button', { name: '100% Welcome Bonus up to ₱5,000' }));
    await expect(args.onOpen).toHaveBeenCalledWith(banners[0]);
    // The carousel may still be starting (it loads Embla on first use): the dot waits for it.
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 3 of 3' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true'));
  },
};

/** One banner: no loop, no autoplay, no dots. */
export const Single: Story = {
  args: { banners: banners.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Show slide/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Daily Cashback 1% on Every Bet' })).toBeInTheDocument();
  },
};
