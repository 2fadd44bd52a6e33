import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadBar } from './download-bar';

const meta = {
  title: 'UI/DownloadBar',
  component: DownloadBar,
  parameters: { layout: 'fullscreen' },
  args: { onOpen: fn(), onClose: fn() },
} satisfies Meta<typeof DownloadBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar on home. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
