import { useCallback } from 'react';
import styled from 'styled-components';
import { TIMINGS } from '@gp/domain';
import { BANNER_IMAGE_SIZE, BannerSlide, type BannerItem } from './banner-slide';
import { CarouselDots, CarouselDotsSpace } from './carousel-dots';
import { usePrefersReducedMotion } from './reduced-motion';
import { useAutoplayWhileSeen } from './use-autoplay-while-seen';
import { useCarouselPosition } from './use-carousel-position';
import { useDeferredEmbla } from '../carousel/use-deferred-embla';

export { BANNER_IMAGE_SIZE, type BannerItem } from './banner-slide';

/** Props of BannerCarousel. */
export interface BannerCarouselProps {
  readonly banners: readonly BannerItem[];
  /** The carousel's accessible name (for example 'Promotions'). */
  readonly label: string;
  /** A tap on a banner with a link. */
  readonly onOpen: (banner: BannerItem) => void;
  /** Autoplay interval; 5 s by default (SPEC §9). */
  readonly autoplayMs?: number;
  /** The carousel is at the top of the page: its first picture loads at once with high priority. */
  readonly aboveFold?: boolean;
}

const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  aspect-ratio: ${BANNER_IMAGE_SIZE.width} / ${BANNER_IMAGE_SIZE.height};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;

/**
 * The banner carousel of home (SPEC §2 'Home'): swipeable, autoplaying every 5 s and looping when
 * there is more than one banner, with page dots. Autoplay stops when the player touches or focuses
 * it and never runs for reduced motion. Space is reserved at the pictures' ratio; the first
 * picture of an above-the-fold carousel loads eagerly with high priority, the rest lazily. The
 * pictures of the slides after the first are asked for only once the carousel starts (after the
 * page's load when it is near the screen and the browser is idle, or at the player's first touch,
 * focus, wheel or dot tap), and kept from then on: until then no slide but the first can be seen,
 * and on a slow network they would take bandwidth from the first screen.
 */
export function BannerCarousel({ banners, label, onOpen, autoplayMs = TIMINGS.bannerAutoplayMs, aboveFold = false }: BannerCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const several = banners.length > 1;
  const autoplay = several && !reducedMotion ? { playOnInit: false, delay: autoplayMs, stopOnInteraction: true, stopOnFocusIn: true } : null;
  const [viewportRef, api, scrollTo, startAsked] = useDeferredEmbla({ loop: several, duration: reducedMotion ? 1 : 25 }, autoplay);
  const position = useCarouselPosition(api);
  useAutoplayWhileSeen(api, { stopWhenTouched: true });
  const select = useCallback((index: number) => scrollTo(index, reducedMotion), [scrollTo, reducedMotion]);
  if (banners.length === 0) return null;
  return (
    <Region aria-roledescription="carousel" aria-label={label}>
      <Viewport ref={viewportRef}>
        <Track>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              index={index}
              count={banners.length}
              eager={index === 0 && aboveFold}
              pictureAsked={index === 0 || startAsked}
              onOpen={onOpen}
            />
          ))}
        </Track>
      </Viewport>
      {/* One dot per banner from the start (not per snap once ready), so the dots take their space at once. */}
      <CarouselDots count={banners.length} selected={position.selected} onSelect={select} />
    </Region>
  );
}

/** What a banner carousel takes while its banners load: the pictures' box and the dots' row, so nothing shifts. */
export function BannerCarouselSkeleton() {
  return (
    <Region aria-hidden="true">
      <Viewport />
      <CarouselDotsSpace />
    </Region>
  );
}
