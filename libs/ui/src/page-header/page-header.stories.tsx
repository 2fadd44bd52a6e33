import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Help center' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title alone. */
export const TitleOnly: Story = {};

/** With the back arrow most pages have. */
export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A long title is cut with an ellipsis rather than wrapping. */
export const LongTitle: Story = { args: { title: 'Daily salary contract request from your upline agent', onBack: fn() } };
