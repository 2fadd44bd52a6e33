import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ContentNotice } from '@gp/api-client';
import { NoticeList } from './notice-list';

const notice = (id: number, title: string, read: boolean): ContentNotice => ({
  id,
  title,
  content: `<p>${title}: withdrawals are now paid within <b>15 minutes</b>. <a href="/m/withdraw">Withdraw</a></p>`,
  startDate: Date.UTC(2026, 10, 20 + id),
  read,
});

const NOTICES = [notice(1, 'Faster withdrawals', false), notice(2, 'New JILI slots every Friday', false), notice(3, 'System maintenance on Monday', true)];

const meta = {
  title: 'Pages/Announcements',
  component: NoticeList,
  args: { notices: NOTICES, unreadCount: 2, state: 'ready', openIndex: null, onOpen: fn(), onRetry: fn(), onLink: fn() },
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
} satisfies Meta<typeof NoticeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread, one read; opening one tells the page to mark it read. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('button', { name: /Faster withdrawals/ });
    if (first) await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

/** Opened at the message centre's index: the second announcement open. */
export const OpenedAtIndex: Story = { args: { openIndex: 1 } };

/** No announcements. */
export const Empty: Story = { args: { notices: [], unreadCount: 0 } };

/** The announcements failed to load. */
export const Failed: Story = { args: { notices: [], state: 'failed' } };
