import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useGridBox } from '../game-grid/use-grid-box';
import { WindowedRows } from '../windowed-rows/windowed-rows';
import { RecordListEmpty, RecordListFooter } from './record-list-states';

/** Props of RecordList. */
export interface RecordListProps<T> {
  readonly items: readonly T[];
  /** 'loading' with no lines shows placeholders; 'error' with none the failure; 'ready' with none 'No records'. */
  readonly status: 'loading' | 'ready' | 'error';
  /** The list's accessible name. */
  readonly label: string;
  readonly keyOf: (item: T) => string | number;
  readonly renderItem: (item: T) => ReactNode;
  /** A line's expected height in px (lines are measured once drawn). */
  readonly lineHeight?: number;
  /** Asks for the next page: called as the player scrolls near the end. */
  readonly onMore: () => void;
  /** Every page is shown. */
  readonly complete: boolean;
  readonly loadingMore: boolean;
  /** The last load failed (the first page's when there are no lines, else the next page's). */
  readonly failed: boolean;
  /** What could not be loaded, and why, translated. */
  readonly failedTitle: string;
  readonly failedReason?: string | null;
  /** Loads again what failed. */
  readonly onRetry: () => void;
  /** What the list says when it has no lines, translated; 'No records' by default. */
  readonly emptyText?: string;
}

const Lines = styled.ul`
  position: relative;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  padding-bottom: ${({ theme }) => theme.space.sm};
`;

/** Lines before the end at which the next page is asked for. */
const AHEAD = 5;

/**
 * A list of records (game orders, ledger lines, rebates) that scrolls with the page and loads
 * its next page as the player nears the end: past a few pages only the lines near the screen are
 * in the DOM (WindowedRows), so a long history stays fast on low-end phones. Placeholders hold the
 * lines' space while the first page loads (no layout shift), 'No records' when empty, and Try again
 * after a failure.
 */
export function RecordList<T>(props: RecordListProps<T>) {
  const { items, status, label, keyOf, renderItem, lineHeight = 72, onMore, complete, loadingMore, failed } = props;
  const [ref, box] = useGridBox();
  const [lastShown, setLastShown] = useState(-1);
  // A list emptied for a new filter or period starts again: nothing of the old one is near the screen.
  if (items.length === 0 && lastShown !== -1) setLastShown(-1);
  // Asked once per length of the list: the next ask waits for the page it brought.
  const askedAt = useRef(-1);
  useEffect(() => {
    if (items.length === 0) askedAt.current = -1;
    if (items.length === 0 || lastShown < items.length - AHEAD || complete || loadingMore || failed || askedAt.current === items.length) return;
    askedAt.current = items.length;
    onMore();
  }, [lastShown, items.length, complete, loadingMore, failed, onMore]);

  if (items.length === 0) {
    return (
      <div ref={ref}>
        <RecordListEmpty status={status} lineHeight={lineHeight} failedTitle={props.failedTitle} failedReason={props.failedReason} onRetry={props.onRetry} emptyText={props.emptyText} />
      </div>
    );
  }
  return (
    <div ref={ref}>
      <WindowedRows count={items.length} estimateSize={lineHeight} overscan={4} scrollMargin={box.top} onShown={setLastShown}>
        {({ slots, style }) => (
          <Lines aria-label={label} style={style}>
            {slots.map((line) => {
              const item = items[line.index] as T;
              return (
                <Line key={keyOf(item)} data-index={line.index} ref={line.measure} aria-posinset={line.index + 1} aria-setsize={items.length} style={line.style}>
                  {renderItem(item)}
                </Line>
              );
            })}
          </Lines>
        )}
      </WindowedRows>
      <RecordListFooter loadingMore={loadingMore} failed={failed} complete={complete} onRetry={props.onRetry} />
    </div>
  );
}
