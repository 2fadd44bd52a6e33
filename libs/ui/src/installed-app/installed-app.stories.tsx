import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflineBanner } from './offline-banner';
import { UpdatePrompt } from './update-prompt';

const meta = {
  title: 'UI/InstalledApp',
  component: UpdatePrompt,
  parameters: { layout: 'fullscreen' },
  args: { onUpdate: fn(), onLater: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new build waits: Update now reloads into it, Later closes the prompt. */
export const NewVersionPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'A new version is ready' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update now' }));
    await expect(args.onUpdate).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Later' }));
    await expect(args.onLater).toHaveBeenCalled();
  },
};

/** No signal: the line over the screen, read out as a status. */
export const Offline: Story = {
  render: () => <OfflineBanner />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('You are offline');
  },
};
