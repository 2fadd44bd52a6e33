import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { TIMINGS, formatAnnouncementDate, type AnnouncementStartDate } from '@gp/domain';
import { Button } from '../button/button';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { CloseIcon, IconButton, Layer, Scrim } from '../overlay/overlay';
import { AnnouncementContent } from './announcement-content';
import { Arrow, Bullet, Bullets, Controls, Heading, Panel, Slide, SlideTitle, Top, Track } from './announcement-popup.styles';

const messages = defineMessages({
  title: { id: 'ui.announcementPopup.title', defaultMessage: 'Announcements', description: 'Heading of the announcement popup' },
  close: { id: 'ui.announcementPopup.close', defaultMessage: 'Close announcements', description: 'Close button of the announcement popup' },
  previous: { id: 'ui.announcementPopup.previous', defaultMessage: 'Previous announcement', description: 'Arrow to the previous announcement' },
  next: { id: 'ui.announcementPopup.next', defaultMessage: 'Next announcement', description: 'Arrow to the next announcement' },
  goTo: { id: 'ui.announcementPopup.goTo', defaultMessage: 'Go to reward centre', description: 'Button of the popup that opens the reward centre' },
});

const pageMessage = defineMessage<{ index: number; total: number }>({
  id: 'ui.announcementPopup.page',
  defaultMessage: 'Announcement {index} of {total}',
  description: 'Name of a page bullet and of a slide',
});

/** One announcement as the popup shows it. */
export interface AnnouncementPopupItem {
  readonly id: string | number;
  readonly title: string;
  /** Server HTML; sanitised before it is shown. */
  readonly content: string;
  readonly startDate: AnnouncementStartDate;
}

/** Props of AnnouncementPopup. */
export interface AnnouncementPopupProps {
  readonly open: boolean;
  readonly announcements: readonly AnnouncementPopupItem[];
  /** Called once the 225 ms closing animation has run. */
  readonly onClose: () => void;
  /** A tapped link's raw href; the app routes it through the domain's routeContentLink. */
  readonly onLink: (href: string) => void;
  /** Move on by itself every 5 s; off by default. */
  readonly autoplay?: boolean;
  /** The platform's zone for the start dates, in minutes east of UTC (default UTC). */
  readonly utcOffsetMinutes?: number;
  /** Shows the 'go to reward centre' button. */
  readonly onGoTo?: () => void;
}

/** The home page's announcement slider in a dialog: arrows, bullets, close button, tap outside to close. */
export function AnnouncementPopup({ open, announcements, ...rest }: AnnouncementPopupProps) {
  return open && announcements.length > 0 ? <PopupBody announcements={announcements} {...rest} /> : null;
}

function PopupBody({ announcements, onClose, onLink, autoplay = false, utcOffsetMinutes = 0, onGoTo }: Omit<AnnouncementPopupProps, 'open'>) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [closing, setClosing] = useState(false);
  const total = announcements.length;

  const handleClose = useCallback(() => setClosing(true), []);
  useFocusTrap(panel, { active: true, onEscape: handleClose });

  useEffect(() => {
    if (!closing) return undefined;
    const timer = setTimeout(onClose, TIMINGS.popupCloseAnimationMs);
    return () => clearTimeout(timer);
  }, [closing, onClose]);

  const goTo = useCallback((next: number) => {
    setIndex(next);
    const element = track.current;
    element?.scrollTo?.({ left: next * element.clientWidth, behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (!autoplay || total < 2 || closing) return undefined;
    const timer = setTimeout(() => goTo((index + 1) % total), TIMINGS.popupAutoplayMs);
    return () => clearTimeout(timer);
  }, [autoplay, total, index, closing, goTo]);

  const handleScroll = () => {
    const element = track.current;
    if (element === null || element.clientWidth === 0) return;
    const shown = Math.min(total - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));
    if (shown !== index) setIndex(shown);
  };

  const page = (n: number) => intl.formatMessage(pageMessage, { index: n + 1, total });

  return (
    <Layer $closing={closing} $durationMs={TIMINGS.popupCloseAnimationMs} data-closing={closing}>
      <Scrim aria-hidden="true" data-testid="announcement-scrim" onClick={handleClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Top>
          <Heading id={titleId}>{intl.formatMessage(messages.title)}</Heading>
          <IconButton type="button" onClick={handleClose} aria-label={intl.formatMessage(messages.close)}>
            <CloseIcon />
          </IconButton>
        </Top>
        <Track ref={track} onScroll={handleScroll}>
          {announcements.map((item, n) => {
            const date = formatAnnouncementDate(item.startDate, utcOffsetMinutes);
            return (
              <Slide key={item.id} role="group" aria-roledescription="slide" aria-label={page(n)} inert={n !== index}>
                <SlideTitle>{item.title}</SlideTitle>
                {date === null ? null : <time dateTime={date.replaceAll('/', '-')}>{date}</time>}
                <AnnouncementContent html={item.content} onLink={onLink} />
              </Slide>
            );
          })}
        </Track>
        {total > 1 ? (
          <Controls>
            <Arrow type="button" onClick={() => goTo(index - 1)} disabled={index === 0} aria-label={intl.formatMessage(messages.previous)}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </Arrow>
            <Bullets>
              {announcements.map((item, n) => (
                <Bullet key={item.id} type="button" onClick={() => goTo(n)} aria-label={page(n)} aria-current={n === index ? 'true' : undefined} />
              ))}
            </Bullets>
            <Arrow type="button" onClick={() => goTo(index + 1)} disabled={index === total - 1} aria-label={intl.formatMessage(messages.next)}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </Arrow>
          </Controls>
        ) : null}
        {onGoTo ? <Button onClick={onGoTo}>{intl.formatMessage(messages.goTo)}</Button> : null}
      </Panel>
    </Layer>
  );
}
