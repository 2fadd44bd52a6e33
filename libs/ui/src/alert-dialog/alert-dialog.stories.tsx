import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertDialog } from './alert-dialog';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, title: 'Password changed', message: 'Please log in again with your new password.', onClose: fn() },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default OK button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** With the caller's label. */
export const CustomLabel: Story = { args: { title: 'Guest account', message: 'Please login an actual account.', closeLabel: 'Got it' } };
