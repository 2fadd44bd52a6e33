import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NetBarChart, type NetBar } from './net-bar-chart';

const week: NetBar[] = [2500, -1200, 0, 8000, -300, -4500, 1500].map((value, index) => ({
  key: String(index),
  label: `Jan ${index + 1}`,
  value,
  valueText: `${value > 0 ? '+' : ''}₱${(value / 100).toFixed(2)}`,
}));

const meta = {
  title: 'Records/NetBarChart',
  component: NetBarChart,
  globals: { brand: 'all' },
  args: { bars: week, title: 'Daily net result', dayHeader: 'Day', valueHeader: 'Net result' },
} satisfies Meta<typeof NetBarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A week of wins and losses. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('figure', { name: 'Daily net result' }).length).toBeGreaterThan(0);
  },
};

/** Thirty days, only losses. */
export const MonthOfLosses: Story = {
  args: { bars: Array.from({ length: 30 }, (_, index) => ({ key: String(index), label: `Day ${index + 1}`, value: -(index * 37 + 100), valueText: `-₱${((index * 37 + 100) / 100).toFixed(2)}` })) },
};

/** A day without play. */
export const NoPlay: Story = { args: { bars: [{ key: '0', label: 'Today', value: 0, valueText: '₱0.00' }] } };
