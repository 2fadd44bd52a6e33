import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

const playMessage = defineMessage<{ title: string }>({
  id: 'ui.videoBannerCarousel.play',
  defaultMessage: 'Play video: {title}',
  description: 'Button on a video poster that loads and plays the video',
});

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Poster = styled.button`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  svg {
    width: 3.5rem;
    height: 3.5rem;
    color: ${({ theme }) => theme.color.accent};
  }
  svg path {
    fill: ${({ theme }) => theme.color.onAccent};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
`;

function PlayIcon() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path d="M19 15l15 9-15 9z" />
    </svg>
  );
}

/** The embed address with autoplay asked for: the player tapped play, so the video should start. */
function autoplaying(embed: string): string {
  return `${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`;
}

/** Props of VideoSlide. */
export interface VideoSlideProps {
  /** The video: its title and its embed address (already from the video host). */
  readonly video: { readonly title: string; readonly embed: string };
  /** Whether the player started it on this slide: the player's frame instead of the poster. */
  readonly playing: boolean;
  /** A tap on the poster. */
  readonly onPlay: () => void;
}

/** One slide of the video carousel: a poster button that loads nothing from outside until tapped, then the autoplaying player. */
export function VideoSlide({ video, playing, onPlay }: VideoSlideProps) {
  const intl = useIntl();
  return (
    <Slide>
      {playing ? (
        <Frame
          src={autoplaying(video.embed)}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Poster type="button" onClick={onPlay} aria-label={intl.formatMessage(playMessage, { title: video.title })}>
          <PlayIcon />
          <span>{video.title}</span>
        </Poster>
      )}
    </Slide>
  );
}
