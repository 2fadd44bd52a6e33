import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DownloadPopup } from './download-popup';

const meta = {
  title: 'UI/DownloadPopup',
  component: DownloadPopup,
  parameters: { layout: 'fullscreen' },
  args: { appLinks: [{ platform: 'android', url: '/cdn/download/aurora/aurora.apk' }], onClose: fn() },
} satisfies Meta<typeof DownloadPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On Android with channels: the APK opens in the same tab; the channel entry opens the channel popup. */
export const Android: Story = {
  args: { onChannels: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Get the app' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('target', '_self');
    await userEvent.click(canvas.getByRole('button', { name: 'Follow our channels' }));
    await expect(args.onChannels).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** On an iPhone: the store link opens in a new tab, and the home-screen sheet is offered. */
export const Iphone: Story = {
  args: { appLinks: [{ platform: 'ios', url: 'https://apps.example/aurora' }], onAddToHomeScreen: fn(), onChannels: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Download for iOS/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Home Screen' }));
    await expect(args.onAddToHomeScreen).toHaveBeenCalled();
  },
};

/** On a desktop browser: both apps. */
export const Desktop: Story = {
  args: {
    appLinks: [
      { platform: 'android', url: '/cdn/download/aurora/aurora.apk' },
      { platform: 'ios', url: '/cdn/download/aurora/aurora.ipa' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Nothing fits the device. */
export const Empty: Story = {
  args: { appLinks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There is no app for this device yet.')).toBeInTheDocument();
  },
};
