import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppHeader } from './app-header';

const meta = {
  title: 'UI/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Game center', onBack: fn() },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inner page: back arrow and title. */
export const WithBack: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** A home route: the brand's logo links home. */
export const WithLogo: Story = { args: { title: 'Home', showLogo: true } };

/** A guest: free play and customer service. */
export const GuestActions: Story = { args: { onFreePlay: fn(), onCustomerService: fn() } };

/** A member: logout and customer service. */
export const MemberActions: Story = {
  args: { onLogout: fn(), onCustomerService: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** A long title is cut with an ellipsis. */
export const LongTitle: Story = {
  args: { title: 'Daily salary contract request from your upline agent', onLogout: fn(), onCustomerService: fn() },
};
