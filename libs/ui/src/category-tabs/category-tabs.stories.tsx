import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryTabs, type CategoryTab } from './category-tabs';

const tabs: CategoryTab[] = [
  { id: 'ALL', label: 'All games' },
  { id: 'LOCAL', label: 'Local games' },
  { id: 'RNG', label: 'Slots' },
  { id: 'LIVE', label: 'Live casino' },
  { id: 'FISH', label: 'Fishing' },
  { id: 'PVP', label: 'Cards' },
  { id: 'SPORTS', label: 'Sports' },
  { id: 'LOTT', label: 'Lottery' },
  { id: 'ELOTT', label: 'E-lottery' },
];

const meta = {
  title: 'Games/CategoryTabs',
  component: CategoryTabs,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: { tabs, selected: 'ALL', label: 'Game categories', onSelect: fn() },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <CategoryTabs
        {...args}
        selected={selected}
        onSelect={(id) => {
          setSelected(id);
          args.onSelect(id);
        }}
      />
    );
  },
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap a tab, or move with the arrow keys. */
export const Lobby: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Slots' }));
    await expect(args.onSelect).toHaveBeenCalledWith('RNG');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Live casino' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A tab far to the right opens selected and scrolled into view. */
export const SelectedAtTheEnd: Story = {
  args: { selected: 'ELOTT' },
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: 'E-lottery' });
    const list = within(canvasElement).getByRole('tablist');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    await expect(tabBox.right).toBeLessThanOrEqual(listBox.right + 1);
  },
};
