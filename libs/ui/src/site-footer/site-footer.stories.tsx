import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ALL_BRANDS_GLOBALS } from '../form/story-globals';
import { SiteFooter } from './site-footer';

/** A local placeholder logo (no network). */
const logo = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48"><rect width="120" height="48" rx="6" fill-opacity="0.2"/><text x="60" y="30" font-size="16" text-anchor="middle" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const meta = {
  title: 'UI/SiteFooter',
  component: SiteFooter,
  args: {
    socialLinks: [
      { network: 'FACEBOOK', url: 'https://facebook.example/aurora' },
      { network: 'YOUTUBE', url: 'https://youtube.example/aurora' },
      { network: 'TELEGRAM', url: 'https://t.example/aurora' },
    ],
    providers: [
      { vendorCode: 'PG', name: 'PG Soft', imageUrl: logo('PG') },
      { vendorCode: 'JILI', name: 'JILI', imageUrl: logo('JILI') },
      { vendorCode: 'EVO', name: 'Evolution', imageUrl: logo('EVO') },
    ],
    siteName: 'Aurora Play',
    copyrightYear: 2024,
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links, logos and copyright. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Follow us on YouTube (opens in a new tab)' })).toBeInTheDocument();
  },
};

/** Without a copyright year (the about page). */
export const NoCopyright: Story = { args: { copyrightYear: null } };

/** Every brand. */
export const EveryBrand: Story = { globals: ALL_BRANDS_GLOBALS };
