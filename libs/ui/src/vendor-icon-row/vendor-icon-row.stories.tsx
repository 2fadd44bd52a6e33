import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VendorIconRow } from './vendor-icon-row';

const meta = {
  title: 'Games/VendorIconRow',
  component: VendorIconRow,
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  args: {
    vendors: [
      { vassalage: 'PG', displayName: 'PG Soft' },
      { vassalage: 'JILI', displayName: 'Jili' },
      { vassalage: 'FC', displayName: 'Fa Chai' },
      { vassalage: 'JDB', displayName: 'JDB Gaming' },
      { vassalage: 'PP', displayName: 'Pragmatic Play' },
    ],
    selected: null,
    onSelect: fn(),
    imageCdn: '',
  },
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <VendorIconRow
        {...args}
        selected={selected}
        onSelect={(vendor) => {
          setSelected(vendor);
          args.onSelect(vendor);
        }}
      />
    );
  },
} satisfies Meta<typeof VendorIconRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a vendor, then tap it again for every vendor. */
export const ChooseAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const jili = canvas.getByRole('button', { name: 'Jili' });
    await userEvent.click(jili);
    await expect(jili).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSelect).toHaveBeenLastCalledWith('JILI');
    await userEvent.click(jili);
    await expect(jili).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onSelect).toHaveBeenLastCalledWith(null);
  },
};
