import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrialView } from './trial-view';

const meta = {
  title: 'Pages/Free trial',
  component: TrialView,
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
  args: { role: 'guest', pending: false, onStart: fn() },
  // The links to the games, registration and login are router links.
  decorators: [(Story) => <MemoryRouter initialEntries={['/trail']}>{Story()}</MemoryRouter>],
} satisfies Meta<typeof TrialView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A guest: the trial's limits, the start button, registration and login. */
export const Guest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [start] = canvas.getAllByRole('button', { name: 'Start free trial' });
    if (!start) throw new Error('no start button');
    await userEvent.click(start);
    await expect(args.onStart).toHaveBeenCalled();
  },
};

/** A guest while the trial account is being made: the button waits. */
export const Starting: Story = { args: { pending: true } };

/** A trial account: it is playing already, with the way to the games and to registration. */
export const TrialAccount: Story = { args: { role: 'trial' } };

/** A real account: the way to the games only. */
export const Member: Story = {
  args: { role: 'member' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};
