import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromotionJoin } from './promotion-join';

const meta = {
  title: 'Pages/Promotions/Join',
  component: PromotionJoin,
  args: {
    terms: { currency: 'PHP', bonusPercent: 100, maxBonusMinor: 500_000, minDepositMinor: 10_000, firstDepositOnly: true },
    state: 'open',
    money: (amountMinor: number) => `₱${(amountMinor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    joining: false,
    joinError: null,
    onJoin: fn(),
  },
  globals: { brand: 'all' },
} satisfies Meta<typeof PromotionJoin>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member may join: the terms and Join. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Join, then deposit ₱100.00 or more: you get 100% of it as a bonus, up to ₱5,000.00.').length).toBeGreaterThan(0);
    const [join] = canvas.getAllByRole('button', { name: 'Join' });
    await userEvent.click(join as HTMLElement);
    await expect(args.onJoin).toHaveBeenCalled();
  },
};

/** A guest is asked to log in. */
export const Guest: Story = {
  args: { state: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link', { name: 'Log in to join' }).length).toBeGreaterThan(0);
  },
};

/** Joined, waiting for a deposit. */
export const Joined: Story = { args: { state: 'joined' } };

/** The bonus was given: claim it. */
export const Rewarded: Story = { args: { state: 'rewarded' } };

/** A first-deposit bonus refused to a member who deposited before. */
export const Refused: Story = { args: { joinError: 'This bonus is for a first deposit, and you have deposited before.' } };
