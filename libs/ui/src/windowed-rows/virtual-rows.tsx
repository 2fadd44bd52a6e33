import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RowWindow, WindowedRowsProps } from './windowed-rows';

/** Props of VirtualEngine: the list's, the heights its rows had in the page's flow, and where to send the rows to draw. */
export interface VirtualEngineProps extends Omit<WindowedRowsProps, 'children'> {
  readonly heights: ReadonlyMap<number, number>;
  readonly onPlace: (window: RowWindow | null) => void;
}

/**
 * The virtualiser of WindowedRows (loaded with it, only for long lists): it draws nothing itself
 * and sends WindowedRows the rows near the screen, placed and measured, whenever they change.
 */
export function VirtualEngine({ count, estimateSize, overscan, scrollMargin, onShown, heights, onPlace }: VirtualEngineProps): null {
  const virtualizer = useWindowVirtualizer({
    count,
    // A row drawn in the flow before keeps its height, so nothing above the screen moves at the switch.
    estimateSize: (index) => heights.get(index) ?? estimateSize,
    overscan,
    scrollMargin,
    // The window's size is known at once: the first rows placed are those on the screen, not none.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // A row not laid out (no layout engine, or hidden) keeps its estimate instead of collapsing to 0.
    measureElement: (element) => element.getBoundingClientRect().height || estimateSize,
  });
  const items = virtualizer.getVirtualItems();
  const totalSize = virtualizer.getTotalSize();
  const sent = useRef('');
  useLayoutEffect(() => {
    // No rows placed yet (nothing measured): the rows in the flow stay until there are.
    if (items.length === 0 && count > 0) return;
    const signature = `${totalSize}|${scrollMargin}|${items.map((item) => `${String(item.key)}@${item.start}`).join(',')}`;
    if (signature === sent.current) return;
    sent.current = signature;
    onPlace({
      slots: items.map((item) => ({ index: item.index, key: item.index, style: { transform: `translateY(${item.start - scrollMargin}px)` }, measure: virtualizer.measureElement })),
      style: { height: totalSize },
    });
  });
  useEffect(() => () => onPlace(null), [onPlace]);
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (lastShown >= 0) onShown?.(lastShown);
  }, [lastShown, onShown]);
  return null;
}
