import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NoticeMarquee } from './notice-marquee';

const meta = {
  title: 'Home/NoticeMarquee',
  component: NoticeMarquee,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: { items: ['Scheduled maintenance on Sunday from 02:00 to 04:00', 'New deposit channel: Maya', 'Faster withdrawals'] },
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three announcements scrolling by. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('marquee', { name: 'Announcements' })).toHaveTextContent('New deposit channel: Maya');
  },
};

/** None: the line says so and stands still. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No announcement')).toBeInTheDocument();
  },
};
