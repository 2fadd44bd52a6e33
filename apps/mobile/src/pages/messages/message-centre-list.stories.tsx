import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageCentreList } from './message-centre-list';

const meta = {
  title: 'Pages/Message centre',
  component: MessageCentreList,
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
  args: {
    entries: ['channels', 'announcements', 'inbox', 'chat', 'customerService'],
    counts: { announcements: 3, inbox: 120, chat: 0 },
    onSelect: fn(),
  },
  // The announcements entry is a router link.
  decorators: [(Story) => <MemoryRouter initialEntries={['/message']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof MessageCentreList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every entry, with unread badges (more than 99 shows 99+). */
export const AllEntries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [inbox] = canvas.getAllByRole('button', { name: /My messages/ });
    if (!inbox) throw new Error('no inbox entry');
    await expect(inbox).toHaveTextContent('99+');
    await userEvent.click(inbox);
    await expect(args.onSelect).toHaveBeenCalledWith('inbox');
  },
};

/** A merchant without chat, channels or customer service: announcements and messages only. */
export const Minimal: Story = { args: { entries: ['announcements', 'inbox'], counts: { announcements: 0, inbox: 0, chat: 0 } } };
