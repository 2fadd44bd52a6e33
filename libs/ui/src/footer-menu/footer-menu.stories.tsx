import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FooterMenu } from './footer-menu';

const meta = {
  title: 'UI/FooterMenu',
  component: FooterMenu,
  parameters: { layout: 'fullscreen' },
  args: { active: 'home', onOpenMenu: fn() },
} satisfies Meta<typeof FooterMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On home. */
export const Home: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(args.onOpenMenu).toHaveBeenCalled();
  },
};

/** On the promotions list. */
export const Promotions: Story = { args: { active: 'promotions' } };

/** On the game centre. */
export const Games: Story = { args: { active: 'games' } };

/** On the member centre. */
export const Member: Story = { args: { active: 'member' } };

/** On a page no item stands for; the side menu is open. */
export const NoneActiveMenuOpen: Story = { args: { active: null, menuOpen: true } };
