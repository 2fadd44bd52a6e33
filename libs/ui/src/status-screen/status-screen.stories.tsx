import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BrandLogo } from '../brand-logo/brand-logo';
import { Button } from '../button/button';
import { StatusScreen } from './status-screen';

const meta = {
  title: 'UI/StatusScreen',
  component: StatusScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    tone: 'maintenance',
    title: 'Under maintenance',
    body: 'We are upgrading the platform. Please come back shortly.',
    brand: <BrandLogo size="large" />,
  },
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform is under maintenance. */
export const Maintenance: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
  },
};

/** The visitor's region may not use the platform. */
export const Restricted: Story = {
  args: { tone: 'restricted', title: 'Access restricted', body: 'The platform is not available in your region.' },
};

/** The platform could not be reached and nothing was cached. */
export const Offline: Story = {
  args: {
    tone: 'offline',
    title: 'No connection',
    body: 'Check your mobile data or Wi-Fi, then try again.',
    action: <Button>Try again</Button>,
  },
};
