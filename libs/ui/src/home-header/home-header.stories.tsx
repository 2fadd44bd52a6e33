import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeHeader } from './home-header';

const meta = {
  title: 'UI/HomeHeader',
  component: HomeHeader,
  parameters: { layout: 'fullscreen' },
  args: { member: null, onLogout: fn(), onDownload: fn() },
} satisfies Meta<typeof HomeHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: register and login. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/** A logged-in member: name, deposit and logout. */
export const Member: Story = {
  args: { member: { name: 'Lucky88' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** A member with a long nickname, cut with an ellipsis. */
export const LongName: Story = { args: { member: { name: 'TheVeryLuckiestPlayerOfManila' } } };

/** A guest in the browser with app downloads on offer. */
export const WithDownload: Story = { args: { showDownload: true } };
