import { lazy, Suspense, useEffect, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { useNearViewport } from '../near-viewport/use-near-viewport';

/** One row to draw: its index, its React key, its placement, and the ref that measures it when rows are placed by measure. */
export interface RowSlot {
  readonly index: number;
  readonly key: Key;
  readonly style: CSSProperties;
  readonly measure?: (element: Element | null) => void;
}

/** The rows a list draws now and the style of their container. */
export interface RowWindow {
  readonly slots: readonly RowSlot[];
  readonly style: CSSProperties;
}

/** Props of WindowedRows. */
export interface WindowedRowsProps {
  readonly count: number;
  /** A row's expected height in px (rows are measured once drawn). */
  readonly estimateSize: number;
  /** Rows drawn beyond the screen above and below. */
  readonly overscan: number;
  /** Where the list starts on the page, in px from the top of the document. */
  readonly scrollMargin: number;
  /** Called with the index of the last row near the screen whenever it changes (to load the next page). */
  readonly onShown?: (lastIndex: number) => void;
  /** Draws the rows in their container. */
  readonly children: (window: RowWindow) => ReactNode;
}

/**
 * Up to this many rows a list draws them all in the page's flow; beyond it only the rows near the
 * screen, placed by the virtualiser, whose code (10 kB) loads only then: most lists a player opens
 * are shorter, and their screens do not pay for it.
 */
export const PLAIN_ROW_LIMIT = 40;

const IN_FLOW: CSSProperties = { position: 'relative' };

/** An empty marker after the rows that tells when the list's end comes near the screen (keyed by the row count, so each new page asks afresh). */
function EndMarker({ lastIndex, onNear }: { readonly lastIndex: number; readonly onNear: (lastIndex: number) => void }) {
  const [ref, near] = useNearViewport();
  useEffect(() => {
    if (near) onNear(lastIndex);
  }, [near, lastIndex, onNear]);
  return <span ref={ref} aria-hidden="true" />;
}

/** Every row (or the first `limit`) in the page's flow. */
function RowsInFlow({ count, onShown, children, limit = count }: WindowedRowsProps & { readonly limit?: number }) {
  const shown = Math.min(count, limit);
  const [lastNear, setLastNear] = useState(-1);
  useEffect(() => {
    if (lastNear >= 0) onShown?.(lastNear);
  }, [lastNear, onShown]);
  const slots = Array.from({ length: shown }, (_, index): RowSlot => ({ index, key: index, style: IN_FLOW }));
  return (
    <>
      {children({ slots, style: {} })}
      {shown > 0 ? <EndMarker key={shown} lastIndex={shown - 1} onNear={setLastNear} /> : null}
    </>
  );
}

let virtualRowsAsked: Promise<{ default: (props: WindowedRowsProps) => ReactNode }> | null = null;
/** The virtualiser's code, asked once; code lost to the signal leaves every row in the flow instead. */
const askVirtualRows = () =>
  (virtualRowsAsked ??= import('./virtual-rows').then(
    (module) => ({ default: module.VirtualRows }),
    () => ({ default: RowsInFlow }),
  ));
const VirtualRows = lazy(askVirtualRows);

/**
 * The rows of a long list that scrolls with the page (game grids, record lists): all of them in the
 * page's flow up to PLAIN_ROW_LIMIT, and beyond it only those near the screen, so thousands of rows
 * stay fast on a low-end phone. The virtualiser's code is fetched once the list is half that long;
 * until it is in, the rows already drawn stay.
 */
export function WindowedRows(props: WindowedRowsProps) {
  const windowed = props.count > PLAIN_ROW_LIMIT;
  useEffect(() => {
    if (props.count > PLAIN_ROW_LIMIT / 2) void askVirtualRows();
  }, [props.count]);
  if (!windowed) return <RowsInFlow {...props} />;
  return (
    <Suspense fallback={<RowsInFlow {...props} limit={PLAIN_ROW_LIMIT} />}>
      <VirtualRows {...props} />
    </Suspense>
  );
}
