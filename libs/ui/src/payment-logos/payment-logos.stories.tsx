import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentLogos } from './payment-logos';

// Story logos stand in for the settings' payment logos.
/* eslint-disable workspace/no-hardcoded-colors */
const logo = (label: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64"><rect x="2" y="2" width="156" height="60" rx="12" fill="#fff" stroke="hsl(${hue} 60% 40%)" stroke-width="2"/><text x="80" y="40" font-size="22" text-anchor="middle" fill="hsl(${hue} 60% 30%)" font-family="sans-serif">${label}</text></svg>`,
  )}`;
/* eslint-enable workspace/no-hardcoded-colors */

const meta = {
  title: 'Home/PaymentLogos',
  component: PaymentLogos,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: {
    title: 'Payment methods',
    logos: ['GCash', 'Maya', 'UnionBank', 'BDO', 'Visa'].map((name, i) => ({ name, imageUrl: logo(name, i * 60) })),
  },
} satisfies Meta<typeof PaymentLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five payment methods. */
export const Five: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'UnionBank' })).toBeInTheDocument();
  },
};
