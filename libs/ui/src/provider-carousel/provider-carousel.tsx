import { useId } from 'react';
import styled from 'styled-components';
import { LIMITS } from '@gp/domain';
import { usePrefersReducedMotion } from '../banner-carousel/reduced-motion';
import { useAutoplayWhileSeen } from '../banner-carousel/use-autoplay-while-seen';
import { UiLink } from '../link/link';
import { useDeferredEmbla } from '../carousel/use-deferred-embla';

/** One game provider of the carousel. */
export interface ProviderLogo {
  readonly vendorCode: string;
  /** The provider's name: the logo's alternative text. */
  readonly name: string;
  /** The colour logo (240 × 96). */
  readonly imageUrl: string;
  /** In-app path the logo opens (the game centre for the vendor). */
  readonly to: string;
}

/** Props of ProviderCarousel. */
export interface ProviderCarouselProps {
  readonly title: string;
  readonly providers: readonly ProviderLogo[];
  /** Time between scroll steps; 3 s by default. */
  readonly intervalMs?: number;
}

/** The logos' size, set so that nothing shifts while they load. */
export const PROVIDER_LOGO_SIZE = { width: 240, height: 96 } as const;

const SPACING = `${LIMITS.providerCarouselSpacing}px`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.color.text};
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.ul`
  display: flex;
  margin: 0 0 0 calc(-1 * ${SPACING});
  padding: 0;
  list-style: none;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.li`
  flex: 0 0 calc(100% / ${LIMITS.providerCarouselSlides});
  min-width: 0;
  padding-left: ${SPACING};
`;

const Logo = styled(UiLink)`
  display: block;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${PROVIDER_LOGO_SIZE.width} / ${PROVIDER_LOGO_SIZE.height};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

/**
 * The provider logo carousel of home (SPEC §2 'Home'): four logos in view 10 px apart, scrolling
 * by themselves when there are more (not for reduced motion; paused while touched, hovered or
 * focused); each logo opens the game centre for its vendor. Nothing without providers.
 */
export function ProviderCarousel({ title, providers, intervalMs = 3000 }: ProviderCarouselProps) {
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const scrolls = providers.length > LIMITS.providerCarouselSlides;
  const autoplay = scrolls && !reducedMotion ? { playOnInit: false, delay: intervalMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true } : null;
  const [viewportRef, api] = useDeferredEmbla({ align: 'start', loop: scrolls, active: scrolls }, autoplay);
  useAutoplayWhileSeen(api);
  if (providers.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title id={headingId}>{title}</Title>
      <Viewport ref={viewportRef}>
        <Track>
          {providers.map((provider) => (
            <Slide key={provider.vendorCode}>
              <Logo to={provider.to}>
                <img
                  src={provider.imageUrl}
                  alt={provider.name}
                  width={PROVIDER_LOGO_SIZE.width}
                  height={PROVIDER_LOGO_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
              </Logo>
            </Slide>
          ))}
        </Track>
      </Viewport>
    </section>
  );
}
