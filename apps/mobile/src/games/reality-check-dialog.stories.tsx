import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RealityCheckDialog } from './reality-check-dialog';

const meta = {
  title: 'Games/Reality check',
  component: RealityCheckDialog,
  args: {
    check: { playedMinutes: 45, wageredMinor: 125_000, netMinor: -32_050, currency: 'PHP' },
    onKeepPlaying: fn(),
    onHistory: fn(),
    onStop: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After 45 minutes of a losing session: the time, the stakes and the result, and the three ways on. */
export const LosingSession: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Reality check' });
    await expect(dialog).toHaveTextContent('You have played for 45 minutes. In this session you staked ₱1,250.00; your result is -₱320.50.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep playing' }));
    await expect(args.onKeepPlaying).toHaveBeenCalled();
  },
};

/** Every brand. */
export const EveryBrand: Story = { globals: { brand: 'all' } };
