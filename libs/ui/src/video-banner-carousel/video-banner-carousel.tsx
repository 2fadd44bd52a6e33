import { useCallback, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { toVideoEmbedUrl } from '@gp/domain';
import { CarouselDots } from '../banner-carousel/carousel-dots';
import { usePrefersReducedMotion } from '../banner-carousel/reduced-motion';
import { useCarouselPosition } from '../banner-carousel/use-carousel-position';
import { useDeferredEmbla } from '../carousel/use-deferred-embla';
import { VideoSlide } from './video-slide';

/** One video banner: its title and the video link from the platform (a watch, short or embed link). */
export interface VideoBanner {
  readonly id: number;
  readonly title: string;
  readonly link: string;
}

/** Props of VideoBannerCarousel. */
export interface VideoBannerCarouselProps {
  /** The fixed heading above the videos. */
  readonly heading: string;
  /** The fixed description under the heading. */
  readonly description: string;
  readonly videos: readonly VideoBanner[];
  /** Told about each link that is not from the video host (the app logs 'Not youtube link!'). */
  readonly onInvalidLink?: (link: string) => void;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.color.text};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Track = styled.div`
  display: flex;
  touch-action: pan-y pinch-zoom;
`;

/**
 * The video banner carousel of home (SPEC §2 'Video banner carousel'): a fixed heading and
 * description, then one slide per video whose link is from the video host (watch and short links
 * become embed links; any other link shows nothing). Each slide first shows a poster button, so
 * nothing loads from outside until the player taps it; the player's frame is created then.
 */
export function VideoBannerCarousel({ heading, description, videos, onInvalidLink }: VideoBannerCarouselProps) {
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  // The video started and the slide it was on: swiping to another slide drops the player.
  const [playing, setPlaying] = useState<{ readonly id: number; readonly at: number } | null>(null);
  const playable = useMemo(
    () =>
      videos.flatMap((video) => {
        const embed = toVideoEmbedUrl(video.link);
        if (embed === null) {
          onInvalidLink?.(video.link);
          return [];
        }
        return [{ ...video, embed }];
      }),
    [videos, onInvalidLink],
  );
  const [viewportRef, api, scrollTo] = useDeferredEmbla({ loop: false, active: playable.length > 1 });
  const position = useCarouselPosition(api);
  const select = useCallback(
    (index: number) => {
      setPlaying(null);
      scrollTo(index, reducedMotion);
    },
    [scrollTo, reducedMotion],
  );
  if (playable.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <Description>{description}</Description>
      <Viewport ref={viewportRef}>
        <Track>
          {playable.map((video, index) => (
            <VideoSlide
              key={video.id}
              video={video}
              playing={playing?.id === video.id && playing.at === position.selected}
              onPlay={() => setPlaying({ id: video.id, at: index })}
            />
          ))}
        </Track>
      </Viewport>
      <CarouselDots count={playable.length} selected={position.selected} onSelect={select} />
    </Section>
  );
}
