import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadBadge } from './unread-badge';

const meta = {
  title: 'UI/UnreadBadge',
  component: UnreadBadge,
  args: { count: 3 },
} satisfies Meta<typeof UnreadBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few unread items. */
export const Few: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 unread')).toBeInTheDocument();
  },
};

/** Exactly 99. */
export const NinetyNine: Story = { args: { count: 99 } };

/** More than 99: capped at 99+. */
export const Capped: Story = {
  args: { count: 1234 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

/** Nothing unread: no badge at all. */
export const None: Story = { args: { count: 0 } };
