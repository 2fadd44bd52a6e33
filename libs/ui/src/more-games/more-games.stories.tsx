import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoreGames } from './more-games';

const meta = {
  title: 'Games/MoreGames',
  component: MoreGames,
  args: { page: 1, totalPages: 3, disabled: false, onMore: fn() },
} satisfies Meta<typeof MoreGames>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More pages to come. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('page-indicator')).toHaveTextContent('1 / 3');
    await userEvent.click(canvas.getByRole('button', { name: 'More games' }));
    await expect(args.onMore).toHaveBeenCalled();
  },
};

/** The last page: the button is disabled. */
export const LastPage: Story = {
  args: { page: 3, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'More games' })).toBeDisabled();
  },
};

/** The next page is on its way. */
export const LoadingNext: Story = { args: { loading: true } };
