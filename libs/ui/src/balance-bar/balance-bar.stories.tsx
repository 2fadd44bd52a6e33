import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceBar } from './balance-bar';

const meta = {
  title: 'UI/BalanceBar',
  component: BalanceBar,
  parameters: { layout: 'fullscreen' },
  args: { balance: '₱12,345.67', hidden: false, refreshing: false, onToggleHidden: fn(), onRefresh: fn() },
} satisfies Meta<typeof BalanceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's balance. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('₱12,345.67');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** Masked by the player. */
export const Hidden: Story = {
  args: { balance: '***', hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** While a refresh is under way. */
export const Refreshing: Story = {
  args: { balance: '***', refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh balance' })).toBeDisabled();
  },
};
