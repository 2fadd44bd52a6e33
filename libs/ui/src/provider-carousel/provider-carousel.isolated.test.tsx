import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as autoplay from 'embla-carousel-autoplay';
import { stubCarouselBrowser } from '../banner-carousel/carousel-test-env';
import { renderInBrand } from '../testing/render';
import { ProviderCarousel, type ProviderLogo } from './provider-carousel';

vi.mock('embla-carousel-autoplay', async (importOriginal) => {
  const original = await importOriginal<typeof autoplay>();
  return { default: vi.fn(original.default) };
});

stubCarouselBrowser();

const providers: ProviderLogo[] = ['PG', 'JILI', 'EVO', 'SBO', 'KM'].map((code) => ({
  vendorCode: code,
  name: `${code} name`,
  imageUrl: `/v/${code}_COLOR.png`,
  to: `/gameCenter?type=RNG&vassalage=${code}`,
}));

describe('ProviderCarousel', () => {
  it('links every logo to the game centre for its vendor, named by the provider', () => {
    renderInBrand(<ProviderCarousel title="Game providers" providers={providers} />);
    const section = screen.getByRole('region', { name: 'Game providers' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getByRole('link', { name: 'EVO name' })).toHaveAttribute('href', '/m/gameCenter?type=RNG&vassalage=EVO');
    expect(within(section).getByRole('img', { name: 'PG name' })).toHaveAttribute('loading', 'lazy');
  });

  it('scrolls by itself only with more providers than fit (four)', async () => {
    const plugin = vi.mocked(autoplay.default);
    plugin.mockClear();
    // Both carousels start once the (test) page is idle; only the one with five providers gets autoplay.
    renderInBrand(<ProviderCarousel title="Game providers" providers={providers.slice(0, 4)} />);
    renderInBrand(<ProviderCarousel title="Game providers" providers={providers} />);
    await waitFor(() => expect(plugin).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(plugin).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without providers', () => {
    const { container } = renderInBrand(<ProviderCarousel title="Game providers" providers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
