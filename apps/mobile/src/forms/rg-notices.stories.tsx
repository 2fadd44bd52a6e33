import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExclusionNotice, RgLimitNotice } from './rg-notices';

const meta = { title: 'Forms/Responsible gaming notices', globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit refused by the daily deposit limit. */
export const LimitReached: Story = {
  render: () => <RgLimitNotice refusal={{ kind: 'deposit', period: 'day', limitMinor: 100_000, usedMinor: 80_000, resetsAt: Date.UTC(2026, 10, 27, 16) }} currencySymbol="₱" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('This would pass your daily deposit limit of ₱1,000.00 (₱800.00 used). It resets on Nov 28, 2026, 12:00');
  },
};

/** Login refused during a cool-off. */
export const CoolOff: Story = {
  render: () => <ExclusionNotice refusal={{ kind: 'cool_off', endsAt: Date.UTC(2026, 10, 28, 4) }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('You are on a cool-off until Nov 28, 2026, 12:00');
  },
};
