import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeIntro } from './home-intro';

const meta = {
  title: 'Home/HomeIntro',
  component: HomeIntro,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: {
    title: 'Welcome to Aurora Play',
    text: 'Slots, live casino, fishing, sports and lottery in one place. Deposit in seconds and start playing.',
    depositTo: '/voucherCenter',
  },
} satisfies Meta<typeof HomeIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** For a player: the button opens the deposit screen. */
export const Player: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/m/voucherCenter');
  },
};

/** For a guest: the same button leads to login. */
export const Guest: Story = {
  args: { depositTo: '/login' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/m/login');
  },
};
