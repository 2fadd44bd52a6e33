import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Referral } from '@gp/api-client';
import { InviteView } from './invite-view';

const REFERRAL: Referral = {
  code: 'demo',
  currency: 'PHP',
  rewardPerFriendMinor: 10_000,
  qualifyingDepositMinor: 50_000,
  invitedCount: 3,
  rewardedCount: 1,
  earnedMinor: 10_000,
  friends: [
    { name: 'ma***ia', registeredAt: Date.UTC(2026, 10, 20), status: 'rewarded', rewardMinor: 10_000 },
    { name: 'jo***se', registeredAt: Date.UTC(2026, 10, 22), status: 'deposited', rewardMinor: 0 },
    { name: 'an***na', registeredAt: Date.UTC(2026, 10, 25), status: 'registered', rewardMinor: 0 },
  ],
};

const meta = {
  title: 'Pages/Invite friends',
  component: InviteView,
  args: {
    referral: REFERRAL,
    state: 'ready',
    failedReason: null,
    onRetry: fn(),
    link: 'https://jade.example/m/register?ref=demo',
    onCopy: fn(),
    onShare: fn() as (() => void) | null,
    money: (amountMinor: number) => `₱${(amountMinor / 100).toFixed(2)}`,
    date: (at: number) => new Date(at).toISOString().slice(0, 10),
  },
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
} satisfies Meta<typeof InviteView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link with copy, share and its QR code, and three friends. */
export const WithFriends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [copy] = canvas.getAllByRole('button', { name: 'Copy link' });
    await userEvent.click(copy as HTMLElement);
    await expect(args.onCopy).toHaveBeenCalled();
    await expect((await canvas.findAllByRole('img', { name: 'QR code of your invitation link' })).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('3 friends invited · 1 rewarded · ₱100.00 earned').length).toBeGreaterThan(0);
  },
};

/** A browser without a share sheet: copy only. */
export const NoShareSheet: Story = {
  args: { onShare: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { name: 'Share' })).toHaveLength(0);
  },
};

/** Nobody invited yet. */
export const NoFriends: Story = { args: { referral: { ...REFERRAL, invitedCount: 0, rewardedCount: 0, earnedMinor: 0, friends: [] } } };

/** The invitation failed to load. */
export const Failed: Story = { args: { referral: null, state: 'failed', failedReason: 'Something went wrong on our side' } };
