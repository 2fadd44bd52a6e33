import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

const goToMessage = defineMessage<{ number: number; count: number }>({
  id: 'ui.carouselDots.goTo',
  defaultMessage: 'Show slide {number} of {count}',
  description: 'Accessible name of one page dot under a carousel',
});

/** Props of CarouselDots. */
export interface CarouselDotsProps {
  readonly count: number;
  readonly selected: number;
  readonly onSelect: (index: number) => void;
}

/** The height the dots take, also while there are none (one slide, or still loading), so nothing shifts. */
export const CAROUSEL_DOTS_HEIGHT = '1.5rem';

const Row = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  height: ${CAROUSEL_DOTS_HEIGHT};
`;

const Dot = styled.button<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::before {
    content: '';
    width: ${({ $active }) => ($active ? '1rem' : '0.5rem')};
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme, $active }) => ($active ? theme.color.accent : theme.color.textMuted)};
    transition: width 0.2s;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
`;

/** The space of the dots row with no dots in it. */
export const CarouselDotsSpace = styled.div`
  height: ${CAROUSEL_DOTS_HEIGHT};
`;

/** The page dots under a carousel: one button per slide, the current one marked; only their space for one slide. */
export function CarouselDots({ count, selected, onSelect }: CarouselDotsProps) {
  const intl = useIntl();
  if (count < 2) return <CarouselDotsSpace />;
  return (
    <Row>
      {Array.from({ length: count }, (_, index) => (
        <Dot
          key={index}
          type="button"
          $active={index === selected}
          aria-current={index === selected ? 'true' : undefined}
          aria-label={intl.formatMessage(goToMessage, { number: index + 1, count })}
          onClick={() => onSelect(index)}
        />
      ))}
    </Row>
  );
}
