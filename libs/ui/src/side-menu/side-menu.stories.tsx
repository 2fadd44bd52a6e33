import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { SIDE_MENU_MESSAGES } from './side-menu-messages';
import { SideMenu, type SideMenuEntry, type SideMenuProps } from './side-menu';

const guestItems: SideMenuEntry[] = [
  { id: 'deposit', message: SIDE_MENU_MESSAGES.deposit, to: '/voucherCenter' },
  { id: 'withdraw', message: SIDE_MENU_MESSAGES.withdraw, to: '/withdraw' },
  { id: 'gameRecord', message: SIDE_MENU_MESSAGES.gameRecord, to: '/gameRecord' },
  { id: 'feedback', message: SIDE_MENU_MESSAGES.feedback, to: '/feedback' },
  { id: 'promotions', message: SIDE_MENU_MESSAGES.promotions, to: '/activity' },
  { id: 'rewardCenter', message: SIDE_MENU_MESSAGES.rewardCenter, to: '/rewardCenter' },
  { id: 'vip', message: SIDE_MENU_MESSAGES.vip, to: '/vip' },
  { id: 'events', message: SIDE_MENU_MESSAGES.events, to: '/events' },
  { id: 'aboutUs', message: SIDE_MENU_MESSAGES.aboutUs, to: '/aboutus' },
  { id: 'terms', message: SIDE_MENU_MESSAGES.terms, to: '/help?tag=terms' },
  { id: 'privacy', message: SIDE_MENU_MESSAGES.privacy, to: '/help?tag=privacy' },
  { id: 'faq', message: SIDE_MENU_MESSAGES.faq, to: '/help?tag=faq' },
  { id: 'appDownload', message: SIDE_MENU_MESSAGES.appDownload, onSelect: fn() },
];

const memberItems: SideMenuEntry[] = [
  ...guestItems.slice(0, 2),
  { id: 'leaderBoard', message: SIDE_MENU_MESSAGES.leaderBoard, to: '/leaderBoard' },
  ...guestItems.slice(2, 4),
  { id: 'dailySignIn', message: SIDE_MENU_MESSAGES.dailySignIn, to: '/activity/signIn', badge: 1 },
  { id: 'promotions', message: SIDE_MENU_MESSAGES.promotions, to: '/activity', badge: 120 },
  ...guestItems.slice(5),
  { id: 'logout', message: SIDE_MENU_MESSAGES.logout, onSelect: fn() },
];

function ToggleDemo(args: SideMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Menu</Button>
      <SideMenu {...args} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'UI/SideMenu',
  component: SideMenu,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), items: guestItems },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, for a visitor. */
export const OpenGuest: Story = {};

/** Open, for a member with both personal promos, badges and logout. */
export const OpenMember: Story = {
  args: { items: memberItems },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Closed: nothing is drawn. */
export const Closed: Story = { args: { open: false } };

/** Opened and closed from a button, as the footer does; focus returns to the button. */
export const Toggle: Story = {
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
  },
};
