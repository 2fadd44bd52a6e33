import { defineMessages, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';

const messages = defineMessages({
  label: { id: 'ui.noticeMarquee.label', defaultMessage: 'Announcements', description: 'Accessible name of the scrolling announcement line on home' },
  empty: { id: 'ui.noticeMarquee.empty', defaultMessage: 'No announcement', description: 'The announcement line on home when there is none' },
});

/** Props of NoticeMarquee. */
export interface NoticeMarqueeProps {
  /** The announcements' plain texts, in order. */
  readonly items: readonly string[];
  /** Scrolling speed, in characters per second (about 5 by default). */
  readonly charsPerSecond?: number;
}

/** The line's height, kept whether it scrolls, stands still or is empty. */
export const NOTICE_MARQUEE_HEIGHT = '2.25rem';

const SEPARATOR = '   •   ';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${NOTICE_MARQUEE_HEIGHT};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  overflow: hidden;
`;

const Speaker = styled.svg`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  color: ${({ theme }) => theme.color.accent};
`;

const Window = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

const Track = styled.div<{ $seconds: number }>`
  display: flex;
  width: max-content;
  white-space: pre;
  animation: ${scroll} ${({ $seconds }) => $seconds}s linear infinite;
  ${Bar}:hover &, ${Bar}:focus-within & {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    width: auto;
    animation: none;
    overflow: hidden;
    text-overflow: ellipsis;
    & > [aria-hidden='true'] {
      display: none;
    }
  }
`;

const Still = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

function SpeakerIcon() {
  return (
    <Speaker viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z" fill="currentColor" />
    </Speaker>
  );
}

/**
 * The announcement line of home (SPEC §2 'Home'): the announcements scroll by in one line (a CSS
 * animation, paused under the finger or pointer and standing still for reduced motion), with
 * 'No announcement' when there is none. Screen readers read the texts once, as plain text.
 */
export function NoticeMarquee({ items, charsPerSecond = 5 }: NoticeMarqueeProps) {
  const intl = useIntl();
  const text = items.join(SEPARATOR);
  return (
    <Bar role="marquee" aria-label={intl.formatMessage(messages.label)}>
      <SpeakerIcon />
      <Window>
        {text === '' ? (
          <Still>{intl.formatMessage(messages.empty)}</Still>
        ) : (
          <Track $seconds={Math.max(8, Math.round((text.length + SEPARATOR.length) / charsPerSecond))}>
            <span>{text + SEPARATOR}</span>
            <span aria-hidden="true">{text + SEPARATOR}</span>
          </Track>
        )}
      </Window>
    </Bar>
  );
}
