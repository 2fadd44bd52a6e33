import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VendorTiles, type VendorTile } from './vendor-tiles';

// Story logos stand in for the image CDN's vendor tiles.
/* eslint-disable workspace/no-hardcoded-colors */
const logo = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96"><rect width="240" height="96" fill="hsl(${hue} 60% 30%)"/><text x="120" y="56" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;
/* eslint-enable workspace/no-hardcoded-colors */

const vendors: VendorTile[] = [
  { vendorCode: 'SBO', displayName: 'SBOBET', imageUrl: logo('SBOBET', 170) },
  { vendorCode: 'CMD', displayName: 'CMD368', imageUrl: logo('CMD368', 20) },
  { vendorCode: 'SABA', displayName: 'SABA Sports', imageUrl: logo('SABA', 220) },
];

const meta = {
  title: 'Home/VendorTiles',
  component: VendorTiles,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { title: 'Sports', viewAllTo: '/gameCenter?type=SPORTS', vendors, linkOf: (code: string) => `/gameList?gameType=SPORTS&vassalage=${code}` },
} satisfies Meta<typeof VendorTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sports vendors of a merchant, each opening its games. */
export const Sports: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'CMD368' })).toHaveAttribute('href', '/m/gameList?gameType=SPORTS&vassalage=CMD');
  },
};

/** One e-lottery vendor. */
export const ELottery: Story = {
  args: { title: 'E-lottery', viewAllTo: '/gameCenter?type=ELOTT', vendors: [{ vendorCode: 'ELOTT', displayName: 'TCG E-Lottery', imageUrl: logo('ELOTT', 300) }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};
