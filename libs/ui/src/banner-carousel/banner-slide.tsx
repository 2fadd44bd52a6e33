import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useHydrated } from '../form/use-hydrated';

const slideMessage = defineMessage<{ number: number; count: number }>({
  id: 'ui.bannerCarousel.slide',
  defaultMessage: '{number} of {count}',
  description: 'Accessible name of one banner slide: its position',
});

/** One banner as the carousel shows it. */
export interface BannerItem {
  readonly id: number;
  /** The banner picture (750 × 300). */
  readonly imageUrl: string;
  /** What the banner says: the picture's alternative text. */
  readonly title: string;
  /** Where a tap leads (the app routes it through the link allow-list); null: not tappable. */
  readonly linkUrl: string | null;
}

/** The banner pictures' size: width and height are set so that nothing shifts while they load. */
export const BANNER_IMAGE_SIZE = { width: 750, height: 300 } as const;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

const Open = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${BANNER_IMAGE_SIZE.width} / ${BANNER_IMAGE_SIZE.height};
  object-fit: cover;
`;

/** Props of BannerSlide. */
export interface BannerSlideProps {
  readonly banner: BannerItem;
  /** Its place in the carousel, from 0, and the number of banners. */
  readonly index: number;
  readonly count: number;
  /** The first picture of an above-the-fold carousel: loaded at once with high priority. */
  readonly eager: boolean;
  /** Whether its picture may be asked for yet (the first always; the others once the carousel starts). */
  readonly pictureAsked: boolean;
  readonly onOpen: (banner: BannerItem) => void;
}

/** One slide of the banner carousel: its picture, a button around it when the banner has a link (live once a server-rendered page is). */
export function BannerSlide({ banner, index, count, eager, pictureAsked, onOpen }: BannerSlideProps) {
  const intl = useIntl();
  const live = useHydrated();
  const picture = (
    <Picture
      src={pictureAsked ? banner.imageUrl : undefined}
      alt={banner.title}
      width={BANNER_IMAGE_SIZE.width}
      height={BANNER_IMAGE_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding={eager ? 'auto' : 'async'}
    />
  );
  return (
    <Slide role="group" aria-roledescription="slide" aria-label={intl.formatMessage(slideMessage, { number: index + 1, count })}>
      {banner.linkUrl ? (
        <Open type="button" onClick={() => onOpen(banner)} disabled={!live}>
          {picture}
        </Open>
      ) : (
        picture
      )}
    </Slide>
  );
}
