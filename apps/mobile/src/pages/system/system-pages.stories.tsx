import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MaintenancePage } from './maintenance-page';
import { RestrictedPage } from './restricted-page';
import { UnreachablePage } from './unreachable-page';

const meta = {
  title: 'Pages/System',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 1: replaces every page while the platform is under maintenance. */
export const Maintenance: Story = {
  render: () => <MaintenancePage message="We are upgrading our bingo halls. Back soon!" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'The platform is under maintenance' })).toBeVisible();
  },
};

/** Status 2: the visitor's region may not use the platform. */
export const Restricted: Story = { render: () => <RestrictedPage /> };

/** First visit with no connection and nothing cached. */
export const Unreachable: Story = {
  render: () => <UnreachablePage onRetry={fn(async () => undefined)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
