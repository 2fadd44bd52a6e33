import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubCarouselBrowser } from '../banner-carousel/carousel-test-env';
import { renderInBrand } from '../testing/render';
import { VideoBannerCarousel, type VideoBanner } from './video-banner-carousel';

stubCarouselBrowser();

const videos: VideoBanner[] = [
  { id: 1, title: 'Big Win Highlights', link: 'https://www.youtube.com/watch?v=aB3dE5gH7jK' },
  { id: 2, title: 'Not a video', link: 'https://evil.example/watch?v=aB3dE5gH7jK' },
  { id: 3, title: 'Live Baccarat', link: 'https://youtu.be/Xy12Zt34Qw5' },
];

const props = { heading: 'Videos', description: 'Highlights and guides' };

describe('VideoBannerCarousel', () => {
  it('shows the fixed heading and description and a poster per video-host link, loading nothing outside', () => {
    const onInvalidLink = vi.fn();
    const { container } = renderInBrand(<VideoBannerCarousel {...props} videos={videos} onInvalidLink={onInvalidLink} />);
    expect(screen.getByRole('region', { name: 'Videos' })).toHaveTextContent('Highlights and guides');
    expect(screen.getByRole('button', { name: 'Play video: Big Win Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: Live Baccarat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Not a video/ })).not.toBeInTheDocument();
    expect(onInvalidLink).toHaveBeenCalledWith('https://evil.example/watch?v=aB3dE5gH7jK');
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('creates the player frame with the embed address only when the poster is tapped', async () => {
    const { container } = renderInBrand(<VideoBannerCarousel {...props} videos={videos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Big Win Highlights' }));
    const frame = container.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/aB3dE5gH7jK?autoplay=1');
    expect(frame).toHaveAttribute('title', 'Big Win Highlights');
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('drops the player when another slide is chosen', async () => {
    const { container } = renderInBrand(<VideoBannerCarousel {...props} videos={videos} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Big Win Highlights' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 2' }));
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('renders nothing when no link is from the video host', () => {
    const { container } = renderInBrand(<VideoBannerCarousel {...props} videos={[videos[1] as VideoBanner]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
