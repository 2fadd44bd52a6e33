import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextDialog } from './text-dialog';

const meta = {
  title: 'Form/TextDialog',
  component: TextDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Privacy policy',
    open: true,
    onClose: fn(),
    children: (
      <>
        <h3>Introduction</h3>
        <p>We keep what you tell us private. Only members 18 or over are accepted.</p>
        <h3>Purpose</h3>
        <p>Your details are used to run your account and to pay your winnings.</p>
      </>
    ),
  },
} satisfies Meta<typeof TextDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: Escape closes. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Privacy policy' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Closed. */
export const Closed: Story = { args: { open: false } };
