import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { appDownloadSections } from '@gp/domain';
import { AppDownloadView } from './app-download-view';

const LINKS = [
  { resourceType: 'Android', url: '/cdn/download/aurora.apk' },
  { resourceType: 'IOS', url: 'https://apps.example.test/aurora' },
  { resourceType: 'MOBILECONFIG', url: '/cdn/download/aurora.mobileconfig' },
];

const meta = {
  title: 'Pages/App download',
  component: AppDownloadView,
  args: { siteName: 'Aurora Play', sections: appDownloadSections('android', LINKS), inNativeApp: false, onProfile: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
} satisfies Meta<typeof AppDownloadView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On an Android phone: Android first, with its guide, then iOS with the profile and the home-screen guide. */
export const Android: Story = {
  play: async ({ canvasElement }) => {
    const [link] = within(canvasElement).getAllByRole('link', { name: 'Download for Android' });
    await expect(link).toHaveAttribute('href', '/cdn/download/aurora.apk');
  },
};

/** On Android where the browser offers to install the site: Install first, which shows the browser's prompt. */
export const AndroidWithInstallOffer: Story = {
  args: { onInstall: fn() },
  play: async ({ args, canvasElement }) => {
    const [install] = within(canvasElement).getAllByRole('button', { name: 'Install' });
    if (install) await userEvent.click(install);
    await expect(args.onInstall).toHaveBeenCalledOnce();
  },
};

/** On an iPhone, for a merchant without an iOS app: the profile and adding to the home screen. */
export const IphoneWithoutApp: Story = { args: { sections: appDownloadSections('ios', LINKS.filter((link) => link.resourceType !== 'IOS')) } };

/** Inside the native app. */
export const InApp: Story = { args: { inNativeApp: true } };
