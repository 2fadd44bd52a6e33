import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { VideoBannerCarousel } from './video-banner-carousel';

const meta = {
  title: 'Home/VideoBannerCarousel',
  component: VideoBannerCarousel,
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  args: {
    heading: 'Videos',
    description: 'Highlights, guides and big wins from our players.',
    videos: [
      { id: 1, title: 'Big Win Highlights', link: 'https://www.youtube.com/watch?v=aB3dE5gH7jK' },
      { id: 2, title: 'How to Play Live Baccarat', link: 'https://youtu.be/Xy12Zt34Qw5' },
      { id: 3, title: 'Not from the video host', link: 'https://example.com/video/1' },
    ],
    onInvalidLink: fn(),
  },
} satisfies Meta<typeof VideoBannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Posters only: nothing is fetched from the video host until a poster is tapped (not done here: stories run offline). */
export const Posters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play video: Big Win Highlights' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(args.onInvalidLink).toHaveBeenCalledWith('https://example.com/video/1');
  },
};
