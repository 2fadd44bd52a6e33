import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeScreenSheet } from './home-screen-sheet';

const meta = {
  title: 'UI/HomeScreenSheet',
  component: HomeScreenSheet,
  parameters: { layout: 'fullscreen' },
  args: { legacyTip: false, onClose: fn() },
} satisfies Meta<typeof HomeScreenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A current iPhone: the two steps; the close icon dismisses. */
export const Current: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Share' })).toBeInTheDocument();
    await expect(canvas.getByText('Then choose “Add to Home Screen”.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Older iOS with a profile link: the legacy tip first, and the profile download. */
export const LegacyWithProfile: Story = {
  args: { legacyTip: true, onDownloadProfile: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your iOS version is older/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download the iOS profile' }));
    await expect(args.onDownloadProfile).toHaveBeenCalled();
  },
};
