import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedTabs, type SegmentedTabsProps } from './segmented-tabs';
import { ALL_BRANDS_GLOBALS } from './story-globals';

function Stateful(props: SegmentedTabsProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <SegmentedTabs
      {...props}
      selected={selected}
      onSelect={(id) => {
        setSelected(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Form/SegmentedTabs',
  component: SegmentedTabs,
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: {
    label: 'Log in with',
    tabs: [
      { id: 'username', label: 'Username' },
      { id: 'sms', label: 'SMS' },
    ],
    selected: 'username',
    onSelect: fn(),
  },
} satisfies Meta<typeof SegmentedTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap and arrow keys. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'SMS' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('sms');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS };
