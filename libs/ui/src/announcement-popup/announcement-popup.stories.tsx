import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnnouncementPopup, type AnnouncementPopupItem } from './announcement-popup';

const many: AnnouncementPopupItem[] = [
  {
    id: 1,
    title: 'Welcome bonus up to 100%',
    content:
      '<p style="font-size: 28px">Make your first deposit today and double it.</p><p style="font-size: 24px">Read the <a href="/m/activity">promotion terms</a> or visit <a href="https://example.com">our partner</a>.</p>',
    startDate: '2024-03-05',
  },
  { id: 2, title: 'Scheduled maintenance', content: '<p>The platform will be unavailable on Sunday from 2 am to 4 am.</p>', startDate: Date.UTC(2024, 3, 7) },
  {
    id: 3,
    title: 'Ten new slot games',
    content: '<ul><li>Golden Dragon</li><li>Lucky Sevens</li><li>Fortune Tree</li></ul><p>Find them in the game centre.</p>',
    startDate: '2024-04-09T01:00:00Z',
  },
];

const meta = {
  title: 'UI/AnnouncementPopup',
  component: AnnouncementPopup,
  parameters: { layout: 'fullscreen' },
  args: { open: true, announcements: many, onClose: fn(), onLink: fn() },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three announcements: arrows and bullets. */
export const Many: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next announcement' }));
    await expect(canvas.getByRole('button', { name: 'Announcement 2 of 3' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Close announcements' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** One announcement: no arrows or bullets; its links are handed to the app. */
export const One: Story = {
  args: { announcements: many.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'promotion terms' }));
    await expect(args.onLink).toHaveBeenCalledWith('/m/activity');
  },
};

/** Nothing to announce: no popup at all. */
export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** With the reward-centre button and autoplay on. */
export const AutoplayWithGoTo: Story = { args: { autoplay: true, onGoTo: fn() } };
