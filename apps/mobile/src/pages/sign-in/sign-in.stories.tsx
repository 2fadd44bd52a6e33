import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SignInCalendar, SignInDay } from '@gp/api-client';
import { SignInView } from './sign-in-view';

const DATES = ['23', '24', '25', '26', '27', '28', '29'];
const REWARDS = [500, 500, 1000, 1000, 1500, 2000, 5000];
const week = (states: SignInDay['state'][]): SignInDay[] => states.map((state, i) => ({ date: `2026-11-${DATES[i]}`, rewardMinor: REWARDS[i] ?? 0, state }));

const CALENDAR: SignInCalendar = {
  currency: 'PHP',
  days: week(['claimed', 'missed', 'claimed', 'today', 'upcoming', 'upcoming', 'upcoming']),
  todayIndex: 3,
  claimable: true,
  depositRequiredMinor: 0,
  depositedTodayMinor: 0,
  validBetRequiredMinor: 0,
  validBetTodayMinor: 0,
  claimedCount: 2,
  weekTotalMinor: 11_500,
  resetsAt: Date.UTC(2026, 10, 29, 16),
};

const money = (amountMinor: number) => `₱${(amountMinor / 100).toFixed(2)}`;

const meta = {
  title: 'Pages/Daily sign-in',
  component: SignInView,
  args: { calendar: CALENDAR, state: 'ready', failedReason: null, onRetry: fn(), money, shortMoney: (amountMinor: number) => `₱${amountMinor / 100}`, claiming: false, credited: null, claimError: null, onClaim: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
} satisfies Meta<typeof SignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today can be claimed: one tap claims it. */
export const Claimable: Story = {
  play: async ({ canvasElement, args }) => {
    const [claim] = within(canvasElement).getAllByRole('button', { name: 'Claim today’s reward' });
    await userEvent.click(claim as HTMLElement);
    await expect(args.onClaim).toHaveBeenCalled();
    await expect(within(canvasElement).getAllByText('2 days of 7 claimed · up to ₱115.00 this week').length).toBeGreaterThan(0);
  },
};

/** Today's conditions are not met: what is missing, with a way to meet it, and no claim. */
export const ConditionsOpen: Story = {
  args: { calendar: { ...CALENDAR, claimable: false, depositRequiredMinor: 50_000, depositedTodayMinor: 20_000, validBetRequiredMinor: 100_000, validBetTodayMinor: 100_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Deposit ₱500.00 today: ₱200.00 so far, ₱300.00 to go').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('link', { name: 'Deposit now' }).length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('link', { name: 'Play games' })).toHaveLength(0);
    await expect(canvas.queryAllByRole('button', { name: 'Claim today’s reward' })).toHaveLength(0);
  },
};

/** Just claimed: the amount credited. */
export const JustClaimed: Story = {
  args: { calendar: { ...CALENDAR, claimable: false, days: week(['claimed', 'missed', 'claimed', 'claimed', 'upcoming', 'upcoming', 'upcoming']), claimedCount: 3 }, credited: 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('₱10.00 is in your balance.').length).toBeGreaterThan(0);
  },
};

/** A claim failed: why, and the claim stays. */
export const ClaimFailed: Story = { args: { claimError: 'No connection. Check your mobile data or Wi-Fi and try again' } };

/** The calendar failed to load. */
export const Failed: Story = { args: { calendar: null, state: 'failed', failedReason: 'Something went wrong on our side' } };

/** The calendar is on its way. */
export const Loading: Story = { args: { calendar: null, state: 'loading' } };
