import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Reward } from '@gp/api-client';
import { RewardLine } from './reward-line';

const NOW = Date.UTC(2026, 10, 27, 4);
const reward = (over: Partial<Reward> = {}): Reward => ({
  id: 7,
  source: 'cashback',
  reference: null,
  amountMinor: 25_000,
  status: 'claimable',
  createdAt: NOW - 86_400_000,
  expiresAt: NOW + 3 * 86_400_000,
  claimedAt: null,
  ...over,
});

const meta = {
  title: 'Pages/Reward centre/Reward line',
  component: RewardLine,
  args: {
    reward: reward(),
    money: (amountMinor: number) => `₱${(amountMinor / 100).toFixed(2)}`,
    dateTime: (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' '),
    now: NOW,
    claiming: false,
    claimError: null,
    onClaim: fn(),
  },
  globals: { brand: 'all' },
} satisfies Meta<typeof RewardLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reward to claim, with until when. */
export const Claimable: Story = {
  play: async ({ canvasElement, args }) => {
    const [claim] = within(canvasElement).getAllByRole('button', { name: 'Claim Cashback of ₱250.00' });
    await userEvent.click(claim as HTMLElement);
    await expect(args.onClaim).toHaveBeenCalledWith(7);
    await expect(within(canvasElement).getAllByText('Claim by 2026-11-30 04:00').length).toBeGreaterThan(0);
  },
};

/** A reward ending within the day: marked. */
export const EndsSoon: Story = { args: { reward: reward({ source: 'event', expiresAt: NOW + 2 * 3600_000 }) } };

/** A referral reward names the friend who earned it. */
export const Referral: Story = {
  args: { reward: reward({ source: 'referral', reference: 'ma***ia', expiresAt: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No time limit').length).toBeGreaterThan(0);
  },
};

/** Claimed, in the history: no button. */
export const Claimed: Story = {
  args: { reward: reward({ status: 'claimed', claimedAt: NOW - 3600_000 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** Expired, in the history. */
export const Expired: Story = { args: { reward: reward({ status: 'expired', expiresAt: NOW - 1 }) } };

/** A claim failed: why. */
export const ClaimFailed: Story = { args: { claimError: 'No connection. Check your mobile data or Wi-Fi and try again' } };
