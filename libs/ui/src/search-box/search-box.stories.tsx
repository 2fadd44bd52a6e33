import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  title: 'Games/SearchBox',
  component: SearchBox,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { value: '', onSubmit: fn() },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type, then Enter: the text goes trimmed. */
export const SearchOnEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, ' mahjong ');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('mahjong');
  },
};

/** A search in force, with the clear button. */
export const WithText: Story = {
  args: { value: 'Fortune' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('');
  },
};
