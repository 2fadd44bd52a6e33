import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect } from 'react';
import type { WindowedRowsProps } from './windowed-rows';

/** The rows near the screen only, placed by the virtualiser and measured once drawn (WindowedRows loads this with the virtualiser). */
export function VirtualRows({ count, estimateSize, overscan, scrollMargin, onShown, children }: WindowedRowsProps) {
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin,
    // A row not laid out (no layout engine, or hidden) keeps its estimate instead of collapsing to 0.
    measureElement: (element) => element.getBoundingClientRect().height || estimateSize,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastShown >= 0) onShown?.(lastShown);
  }, [lastShown, onShown]);
  return children({
    slots: items.map((item) => ({ index: item.index, key: item.key, style: { transform: `translateY(${item.start - scrollMargin}px)` }, measure: virtualizer.measureElement })),
    style: { height: virtualizer.getTotalSize() },
  });
}
