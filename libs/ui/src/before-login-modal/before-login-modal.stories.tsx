import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BeforeLoginModal } from './before-login-modal';

/** A local placeholder banner (no network): a grey card with a caption. */
const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 800"><rect width="640" height="800" fill-opacity="0.35"/><text x="320" y="400" font-size="56" text-anchor="middle" font-family="sans-serif">100% welcome bonus</text></svg>',
)}`;

const meta = {
  title: 'UI/BeforeLoginModal',
  component: BeforeLoginModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, imageUrl: banner, imageAlt: '100% welcome bonus, sign up now', onRegister: fn(), onClose: fn() },
} satisfies Meta<typeof BeforeLoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: tapping the banner goes to sign-up. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '100% welcome bonus, sign up now' }));
    await expect(args.onRegister).toHaveBeenCalled();
  },
};

/** With the default accessible name. */
export const DefaultAlt: Story = { args: { imageAlt: undefined } };

/** Closed: nothing is drawn. */
export const Closed: Story = { args: { open: false } };
