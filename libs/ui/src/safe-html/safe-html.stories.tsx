import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SafeHtml } from './safe-html';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: {
    html:
      '<h3 style="text-align: center; text-decoration: underline">Weekend bonus</h3><p style="font-weight: bold; margin: 0 0 8px">Deposit today and get 20% more.</p>' +
      '<p>Read the <a href="/m/activity">promotion terms</a>.</p>',
    onLink: fn(),
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Operator HTML with its presentational styles; a tapped link goes to onLink. */
export const Presentational: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'promotion terms' }));
    await expect(args.onLink).toHaveBeenCalledWith('/m/activity');
  },
};

/** Hostile operator HTML: the overlay stays in the flow (only its colours are kept); the script and the image from elsewhere are gone. */
export const Hostile: Story = {
  args: {
    html:
      '<div style="position: fixed; inset: 0; z-index: 99999; background-color: black; color: white">Your account is locked, call us</div>' +
      '<script>alert(1)</script><img src="https://evil.example/track.png" alt="tracker"><p onclick="alert(1)">Text stays.</p>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[style*="position"], [style*="inset"], [style*="z-index"], script, [onclick]')).toBeNull();
    await expect(within(canvasElement).getByText('Your account is locked, call us')).toHaveStyle({ position: 'static' });
    await expect(within(canvasElement).queryByAltText('tracker')).toBeNull();
  },
};
