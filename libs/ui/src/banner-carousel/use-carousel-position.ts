import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

/** Where a carousel stands: the selected snap and how many snaps there are. */
export interface CarouselPosition {
  readonly selected: number;
  readonly count: number;
}

/** Follows an Embla carousel's selected snap and snap count (0 of 0 before it is ready). */
export function useCarouselPosition(api: EmblaCarouselType | undefined): CarouselPosition {
  const [position, setPosition] = useState<CarouselPosition>({ selected: 0, count: 0 });
  useEffect(() => {
    if (!api) return undefined;
    const update = () => setPosition({ selected: api.selectedScrollSnap(), count: api.scrollSnapList().length });
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return position;
}
