import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Leaderboard } from '@gp/api-client';
import { LeaderboardView } from './leaderboard-view';

const NAMES = ['ju***an', 'ma***ia', 'pe***ro', 'an***na', 'jo***se', 'ro***sa', 'mi***el', 'ca***la', 'lu***is', 'el***na', 'ra***ul', 'gi***na'];
const PRIZES = [500_000, 250_000, 100_000];

const BOARD: Leaderboard = {
  currency: 'PHP',
  race: {
    id: '2026-11-23',
    startsAt: 0,
    endsAt: Date.now() + (2 * 86_400 + 3 * 3600) * 1000,
    prizePoolMinor: 990_000,
    prizes: [
      { rankFrom: 1, rankTo: 1, amountMinor: 500_000 },
      { rankFrom: 2, rankTo: 2, amountMinor: 250_000 },
      { rankFrom: 3, rankTo: 3, amountMinor: 100_000 },
      { rankFrom: 4, rankTo: 10, amountMinor: 20_000 },
    ],
  },
  top: NAMES.map((name, i) => ({ rank: i + 1, name, amountMinor: (12 - i) * 1_500_000, prizeMinor: PRIZES[i] ?? (i < 10 ? 20_000 : 0) })),
  me: { rank: 37, amountMinor: 120_000, prizeMinor: 0, toPrizeMinor: 2_880_000 },
  participants: 52,
};

const meta = {
  title: 'Pages/Leaderboard',
  component: LeaderboardView,
  args: { board: BOARD, state: 'ready', failedReason: null, onRetry: fn(), money: (amountMinor: number) => `₱${(amountMinor / 100).toLocaleString('en', { minimumFractionDigits: 2 })}` },
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
} satisfies Meta<typeof LeaderboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The member outside the top: their own place and what is missing for a prize. */
export const OutsideTheTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('No. 37 of 52 · ₱1,200.00 in valid bets').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Bet ₱28,800.00 more to reach a prize place.').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('list', { name: 'Top players' })[0]?.children).toHaveLength(12);
  },
};

/** The member in a prize place: their line marked. */
export const InPrizePlace: Story = {
  args: { board: { ...BOARD, me: { rank: 2, amountMinor: 16_500_000, prizeMinor: 250_000, toPrizeMinor: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('ma***ia (you)').length).toBeGreaterThan(0);
  },
};

/** No bet yet in this race, and nobody else either. */
export const Empty: Story = { args: { board: { ...BOARD, top: [], participants: 0, me: { rank: null, amountMinor: 0, prizeMinor: 0, toPrizeMinor: 1 } } } };

/** The race ended while open. */
export const Ended: Story = { args: { board: { ...BOARD, race: { ...BOARD.race, endsAt: 0 } } } };

/** The leaderboard failed to load. */
export const Failed: Story = { args: { board: null, state: 'failed', failedReason: 'Something went wrong on our side' } };
