import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, within } from 'storybook/test';
import { LotteryFrame, LotteryOpening, LotteryProblem } from './lottery-frame';

const meta = {
  title: 'Pages/Lottery',
  parameters: { layout: 'fullscreen' },
  globals: { brand: 'all' },
  // The close link and the way back are router links.
  decorators: [(Story) => <MemoryRouter initialEntries={['/lottery']}>{Story()}</MemoryRouter>],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** The lotto-h5 frame at full size with its close area (the frame shows a blank page here). */
export const Frame: Story = {
  render: () => <LotteryFrame src="about:blank" closePath="/" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTitle('Lottery')[0]).toHaveAttribute('src', 'about:blank');
    await expect(canvas.getAllByRole('link', { name: 'Close lottery' })[0]).toBeVisible();
  },
};

/** While the lottery's ticket is being fetched. */
export const Opening: Story = { render: () => <LotteryOpening /> };

/** A lottery that cannot be opened: why, and the way back. */
export const Problem: Story = {
  render: () => <LotteryProblem closePath="/game" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')[0]).toBeVisible();
  },
};

/** A lottery the platform failed to open: why, Try again, and the way back. */
export const ProblemWithRetry: Story = {
  render: () => <LotteryProblem closePath="/game" onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Try again' })[0]).toBeVisible();
  },
};
