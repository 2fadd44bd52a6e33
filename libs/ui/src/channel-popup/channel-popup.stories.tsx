import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChannelPopup } from './channel-popup';

const meta = {
  title: 'UI/ChannelPopup',
  component: ChannelPopup,
  parameters: { layout: 'fullscreen' },
  args: {
    links: [
      { channel: 'FACEBOOK', url: 'https://facebook.example/aurora' },
      { channel: 'FACEBOOK1', url: 'https://facebook.example/aurora-community' },
      { channel: 'TIKTOK', url: 'https://tiktok.example/@aurora' },
      { channel: 'TELEGRAM', url: 'https://t.example/aurora' },
    ],
    onClose: fn(),
  },
} satisfies Meta<typeof ChannelPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every channel: each opens in a new tab without opener; Escape closes. */
export const AllChannels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A merchant with Telegram only. */
export const TelegramOnly: Story = {
  args: { links: [{ channel: 'TELEGRAM', url: 'https://t.example/aurora' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Telegram/ })).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Close channels' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
