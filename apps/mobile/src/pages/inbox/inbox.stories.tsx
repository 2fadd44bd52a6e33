import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InboxReader } from './inbox-reader';
import { InboxRow } from './inbox-row';

const meta = { title: 'Pages/Inbox', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const MESSAGE = { id: 7, title: 'Your withdrawal is on its way', content: '<p>We paid <b>₱1,500.00</b> to your GCash. <a href="/m/withdraw">See your withdrawals</a></p>', read: true, createdAt: Date.UTC(2026, 10, 26, 3) };

/** An unread message and a read one, as the list shows them. */
export const Rows: Story = {
  render: () => (
    <>
      <InboxRow message={{ id: 7, title: 'Your withdrawal is on its way', preview: 'We paid ₱1,500.00 to your GCash.', read: false, createdAt: MESSAGE.createdAt }} />
      <InboxRow message={{ id: 6, title: 'Welcome bonus credited', preview: 'Your ₱100.00 bonus is in your balance.', read: true, createdAt: MESSAGE.createdAt - 86_400_000 }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Unread').length).toBeGreaterThan(0);
  },
};

/** A message read in full, with Delete. */
export const Reading: Story = {
  render: () => <InboxReader message={MESSAGE} failure={null} deleting={false} onDelete={fn()} onRetry={fn()} onLink={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Delete' }).length).toBeGreaterThan(0);
  },
};

/** A message that could not be opened. */
export const ReadFailed: Story = {
  render: () => <InboxReader message={null} failure="The server could not answer. Please try again." deleting={false} onDelete={fn()} onRetry={fn()} onLink={fn()} />,
};
