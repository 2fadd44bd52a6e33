import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProviderCarousel, type ProviderLogo } from './provider-carousel';

// Story logos stand in for the image CDN's vendor logos.
/* eslint-disable workspace/no-hardcoded-colors */
const logo = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96"><rect width="240" height="96" fill="hsl(${hue} 60% 30%)"/><text x="120" y="58" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;
/* eslint-enable workspace/no-hardcoded-colors */

const providers: ProviderLogo[] = ['PG', 'JILI', 'PP', 'EVO', 'JDB', 'CQ9', 'SBO', 'KM'].map((code, i) => ({
  vendorCode: code,
  name: code,
  imageUrl: logo(code, i * 45),
  to: `/gameCenter?type=RNG&vassalage=${code}`,
}));

const meta = {
  title: 'Home/ProviderCarousel',
  component: ProviderCarousel,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { title: 'Game providers', providers },
} satisfies Meta<typeof ProviderCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight providers: four in view, scrolling by themselves. */
export const Eight: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'EVO' })).toHaveAttribute('href', '/m/gameCenter?type=RNG&vassalage=EVO');
  },
};

/** Three providers: all in view, still. */
export const Three: Story = {
  args: { providers: providers.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
