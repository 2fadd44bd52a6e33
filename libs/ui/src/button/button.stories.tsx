import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's main action. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deposit' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

/** A quieter action beside a primary one. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Free play' } };

/** An action that cannot be taken yet. */
export const Disabled: Story = { args: { disabled: true } };
