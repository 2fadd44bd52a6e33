import { useCallback, useEffect, useState, type CSSProperties, type Key, type ReactNode } from 'react';
import { useNearViewport } from '../near-viewport/use-near-viewport';
import type { VirtualEngineProps } from './virtual-rows';

/**
 * One row to draw: its index, its React key, its placement, and the ref that measures it (put it
 * on the row's element, which carries `data-index`).
 */
export interface RowSlot {
  readonly index: number;
  readonly key: Key;
  readonly style: CSSProperties;
  readonly measure: (element: Element | null) => void;
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
const END_MARKER: CSSProperties = { display: 'block', height: 1 };

type VirtualEngine = (props: VirtualEngineProps) => null;
let engineLoaded: VirtualEngine | null = null;
let engineAsked: Promise<VirtualEngine> | null = null;
/** The virtualiser's code, asked once; asked again after a failure (a lost signal). */
function askVirtualEngine(): Promise<VirtualEngine> {
  engineAsked ??= import('./virtual-rows').then(
    (module) => (engineLoaded = module.VirtualEngine),
    (error: unknown) => {
      engineAsked = null;
      throw error;
    },
  );
  return engineAsked;
}

/** The virtualiser once the list is half the limit long; `failed` while its code could not be had (asked again as the list grows). */
function useVirtualEngine(count: number): { readonly engine: VirtualEngine | null; readonly failed: boolean } {
  const [state, setState] = useState({ engine: engineLoaded, failed: false });
  useEffect(() => {
    if (state.engine || count <= PLAIN_ROW_LIMIT / 2) return;
    let current = true;
    askVirtualEngine().then(
      (engine) => current && setState({ engine, failed: false }),
      () => current && setState({ engine: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [count, state.engine]);
  return state;
}

/** An empty line after the rows that tells when the list's end comes near the screen (keyed by the row count, so each new page asks afresh). */
function EndMarker({ lastIndex, onNear }: { readonly lastIndex: number; readonly onNear: (lastIndex: number) => void }) {
  const [ref, near] = useNearViewport();
  useEffect(() => {
    if (near) onNear(lastIndex);
  }, [near, lastIndex, onNear]);
  return <span ref={ref} aria-hidden="true" style={END_MARKER} />;
}

/**
 * The rows of a long list that scrolls with the page (game grids, record lists): all of them in the
 * page's flow up to PLAIN_ROW_LIMIT, and beyond it only those near the screen, so thousands of rows
 * stay fast on a low-end phone. The virtualiser's code is fetched once the list is half that long;
 * until it is in, the first PLAIN_ROW_LIMIT rows stay (all of them if it cannot be had). The rows
 * are the same elements in both ways, so the switch keeps the focus and the heights measured in the
 * flow.
 */
export function WindowedRows(props: WindowedRowsProps) {
  const { children, ...list } = props;
  const { count, onShown } = list;
  const [heights] = useState(() => new Map<number, number>());
  const { engine: Engine, failed } = useVirtualEngine(count);
  const [placed, setPlaced] = useState<RowWindow | null>(null);
  const windowed = Engine !== null && count > PLAIN_ROW_LIMIT;
  const measureInFlow = useCallback(
    (element: Element | null) => {
      const index = Number(element?.getAttribute('data-index'));
      const height = element?.getBoundingClientRect().height ?? 0;
      if (Number.isInteger(index) && height > 0) heights.set(index, height);
    },
    [heights],
  );
  const shown = failed ? count : Math.min(count, PLAIN_ROW_LIMIT);
  const flow: RowWindow = { slots: Array.from({ length: shown }, (_, index) => ({ index, key: index, style: IN_FLOW, measure: measureInFlow })), style: {} };
  return (
    <>
      {children(windowed && placed ? placed : flow)}
      {windowed ? <Engine {...list} heights={heights} onPlace={setPlaced} /> : null}
      {!windowed && onShown && shown > 0 ? <EndMarker key={shown} lastIndex={shown - 1} onNear={onShown} /> : null}
    </>
  );
}
