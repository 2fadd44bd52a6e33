import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInBrand } from '../testing/render';
import { BannerCarousel, type BannerItem } from './banner-carousel';
import { stubCarouselBrowser } from './carousel-test-env';

let reducedMotion = false;
stubCarouselBrowser({ reducedMotion: () => reducedMotion });

const banners: BannerItem[] = [
  { id: 1, imageUrl: '/b/1.svg', title: 'Welcome bonus', linkUrl: '/m/activity' },
  { id: 2, imageUrl: '/b/2.svg', title: 'Daily cashback', linkUrl: null },
  { id: 3, imageUrl: '/b/3.svg', title: 'Invite friends', linkUrl: '/m/inviteFriends' },
];

describe('BannerCarousel', () => {
  it('names the carousel and its slides, and opens a banner with a link', async () => {
    const onOpen = vi.fn();
    renderInBrand(<BannerCarousel banners={banners} label="Promotions" onOpen={onOpen} aboveFold />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(within(region).getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Welcome bonus' }));
    expect(onOpen).toHaveBeenCalledWith(banners[0]);
    expect(screen.queryByRole('button', { name: 'Daily cashback' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Daily cashback' })).toBeInTheDocument();
  });

  it('loads the first picture eagerly with high priority above the fold, the rest lazily, all with their size', () => {
    renderInBrand(<BannerCarousel banners={banners} label="Promotions" onOpen={vi.fn()} aboveFold />);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of [first, ...rest]) {
      expect(image).toHaveAttribute('width', '750');
      expect(image).toHaveAttribute('height', '300');
    }
  });

  it('asks for the later slides\' pictures only once the carousel has started', async () => {
    renderInBrand(<BannerCarousel banners={banners} label="Promotions" onOpen={vi.fn()} aboveFold />);
    const pictures = () => screen.getAllByRole('img').map((image) => image.getAttribute('src'));
    expect(pictures()).toEqual(['/b/1.svg', null, null]);
    await waitFor(() => expect(pictures()).toEqual(['/b/1.svg', '/b/2.svg', '/b/3.svg']));
  });

  it('keeps the later pictures when the carousel is rebuilt (reduced motion switched on)', async () => {
    const { rerender } = renderInBrand(<BannerCarousel banners={banners} label="Promotions" onOpen={vi.fn()} aboveFold />);
    const pictures = () => screen.getAllByRole('img').map((image) => image.getAttribute('src'));
    await waitFor(() => expect(pictures()).toEqual(['/b/1.svg', '/b/2.svg', '/b/3.svg']));
    reducedMotion = true;
    rerender(<BannerCarousel banners={banners} label="Promotions" onOpen={vi.fn()} aboveFold />);
    expect(pictures()).toEqual(['/b/1.svg', '/b/2.svg', '/b/3.svg']);
    reducedMotion = false;
  });

  it('keeps every picture lazy below the fold', () => {
    renderInBrand(<BannerCarousel banners={banners} label="Recommended" onOpen={vi.fn()} />);
    for (const image of screen.getAllByRole('img')) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows one dot per banner, the current one marked, and none for a single banner', async () => {
    const { rerender } = renderInBrand(<BannerCarousel banners={banners} label="Promotions" onOpen={vi.fn()} />);
    const dots = screen.getAllByRole('button', { name: /Show slide/ });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await act(async () => userEvent.click(dots[2] as HTMLElement));
    rerender(<BannerCarousel banners={banners.slice(0, 1)} label="Promotions" onOpen={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Show slide/ })).not.toBeInTheDocument();
  });

  it('renders nothing without banners, also for reduced motion', () => {
    reducedMotion = true;
    const { container } = renderInBrand(<BannerCarousel banners={[]} label="Promotions" onOpen={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    renderInBrand(<BannerCarousel banners={banners} label="Promotions" onOpen={vi.fn()} />);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    reducedMotion = false;
  });
});
