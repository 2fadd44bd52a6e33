import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, title: 'Log out?', message: 'You will need to log in again to play.', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default English buttons. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alertdialog', { name: 'Log out?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** With the caller's labels. */
export const CustomLabels: Story = { args: { confirmLabel: 'Log out', cancelLabel: 'Stay' } };

/** A title alone. */
export const TitleOnly: Story = { args: { message: undefined, title: 'Remove this game from favourites?' } };
