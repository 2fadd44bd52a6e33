import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Toasts } from './toasts';

const meta = {
  title: 'UI/Toasts',
  component: Toasts,
  parameters: { layout: 'fullscreen' },
  args: { toasts: [{ id: '1', text: 'Saved' }], onDismiss: fn() },
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast. */
export const One: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('1');
  },
};

/** Three stacked toasts of each tone. */
export const Three: Story = {
  args: {
    toasts: [
      { id: '1', text: 'Saved' },
      { id: '2', text: 'The SMS code was sent to your phone.', tone: 'success' },
      { id: '3', text: 'Please login an actual account to use this feature.', tone: 'error' },
    ],
  },
};

/** No toasts: an empty live region. */
export const Empty: Story = { args: { toasts: [] } };
