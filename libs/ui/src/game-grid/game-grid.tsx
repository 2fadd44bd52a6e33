import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { tileStyleIndex } from '@gp/domain';
import { GameTile, type GameTileGame } from '../game-tile/game-tile';

const messages = defineMessages({
  empty: { id: 'ui.gameGrid.empty', defaultMessage: 'No data', description: 'A game grid with no games (SPEC §2 no-data placeholder)' },
  loading: { id: 'ui.gameGrid.loading', defaultMessage: 'Loading games', description: 'Accessible name of the placeholder tiles while games load' },
  failed: { id: 'ui.gameGrid.failed', defaultMessage: 'The games could not be loaded.', description: 'A game grid whose first page failed to load' },
  retry: { id: 'ui.gameGrid.retry', defaultMessage: 'Try again', description: 'Button that loads a failed game grid again' },
});

/** What the grid shows: placeholder tiles, the games (or 'No data'), or a failure with a retry. */
export type GameGridStatus = 'loading' | 'ready' | 'error';

/** Props of GameGrid. */
export interface GameGridProps<G extends GameTileGame> {
  readonly games: readonly G[];
  /** Defaults to 'ready'. 'loading' with no games shows placeholder tiles of the tiles' size. */
  readonly status?: GameGridStatus;
  /** The grid's accessible name (the list's title). */
  readonly label: string;
  /** A tap on a tile, with its game. */
  readonly onOpen: (game: G) => void;
  /** Whether a game is a favourite; leave it out to show no stars (guests, hot lists). */
  readonly isFavourite?: (nodeId: number) => boolean;
  /** A tap on a tile's star, with its game. */
  readonly onToggleFavourite?: (game: G) => void;
  /** An RNG tile's fake players online (domain `fakePlayersOnline`), null for others. */
  readonly playersOnlineOf?: (game: G) => number | null;
  /** Loads the first page again after a failure. */
  readonly onRetry?: () => void;
  /** Tiles per row: 3 on phones (SPEC §2 'Home' rows of 3). */
  readonly columns?: number;
  /** Rows drawn beyond the screen above and below. */
  readonly overscan?: number;
  /** What follows the tiles (the more-games bar). */
  readonly footer?: ReactNode;
}

const GAP_PX = 8;
/** The tile's text under its square image: the colour band, the name and detail lines, the padding. */
const TILE_TEXT_PX = 46;
/** The width assumed before the grid is measured (a common phone). */
const FALLBACK_WIDTH_PX = 360;

/** The height of a row of square tiles in a grid of this width. */
export function gameGridRowHeight(width: number, columns: number): number {
  const usable = width > 0 ? width : FALLBACK_WIDTH_PX;
  return Math.ceil((usable - GAP_PX * (columns - 1)) / columns + TILE_TEXT_PX + GAP_PX);
}

const Rows = styled.div`
  position: relative;
  width: 100%;
`;

const Row = styled.div<{ $columns: number }>`
  position: absolute;
  top: 0;
  left: 0;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${GAP_PX}px;
  width: 100%;
  padding-bottom: ${GAP_PX}px;
`;

const StaticRows = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${GAP_PX}px;
`;

const pulse = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Skeleton = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  height: 0;
  padding-bottom: calc(100% + ${TILE_TEXT_PX}px);
  animation: ${pulse} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  text-align: center;
  p {
    margin: 0;
  }
`;

const Retry = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * Where the grid starts on the page and how wide it is: measured when it mounts and whenever the
 * grid or the page changes size (content above it appearing moves it down).
 */
function useGridBox(): [RefObject<HTMLDivElement | null>, { top: number; width: number }] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [box, setBox] = useState({ top: 0, width: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = { top: Math.round(rect.top + window.scrollY), width: Math.round(rect.width) };
      setBox((current) => (current.top === next.top && current.width === next.width ? current : next));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return [ref, box];
}

/**
 * A grid of game tiles that scrolls with the page (SPEC §2 'Game lobby'): only the rows near
 * the screen are in the DOM, so thousands of appended tiles stay fast on low-end phones. Rows
 * are sized from the square tile image and then measured. Shows placeholder tiles while the
 * first page loads, 'No data' when empty, and a retry after a failure.
 */
export function GameGrid<G extends GameTileGame>({
  games,
  status = 'ready',
  label,
  onOpen,
  isFavourite,
  onToggleFavourite,
  playersOnlineOf,
  onRetry,
  columns = 3,
  overscan = 2,
  footer,
}: GameGridProps<G>) {
  const intl = useIntl();
  const [ref, box] = useGridBox();
  const rowCount = Math.ceil(games.length / columns);
  const estimate = gameGridRowHeight(box.width, columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimate,
    overscan,
    scrollMargin: box.top,
    // A row not laid out (no layout engine, or hidden) keeps its estimate instead of collapsing to 0.
    measureElement: (element) => element.getBoundingClientRect().height || estimate,
  });
  const byId = useMemo(() => new Map(games.map((game) => [game.nodeId, game])), [games]);
  const open = useCallback(
    (nodeId: number) => {
      const game = byId.get(nodeId);
      if (game) onOpen(game);
    },
    [byId, onOpen],
  );
  const toggle = useCallback(
    (nodeId: number) => {
      const game = byId.get(nodeId);
      if (game) onToggleFavourite?.(game);
    },
    [byId, onToggleFavourite],
  );

  let body: ReactNode;
  if (games.length === 0 && status === 'loading') {
    body = (
      <StaticRows $columns={columns} role="status" aria-label={intl.formatMessage(messages.loading)} aria-busy="true">
        {Array.from({ length: columns * 3 }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </StaticRows>
    );
  } else if (games.length === 0 && status === 'error') {
    body = (
      <Message role="alert">
        <p>{intl.formatMessage(messages.failed)}</p>
        {onRetry ? (
          <Retry type="button" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Retry>
        ) : null}
      </Message>
    );
  } else if (games.length === 0) {
    body = (
      <Message>
        <p>{intl.formatMessage(messages.empty)}</p>
      </Message>
    );
  } else {
    body = (
      <Rows role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Row
            key={row.key}
            role="none"
            data-index={row.index}
            ref={virtualizer.measureElement}
            $columns={columns}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {games.slice(row.index * columns, row.index * columns + columns).map((game, column) => {
              const position = row.index * columns + column;
              return (
                <div key={game.nodeId} role="listitem" aria-posinset={position + 1} aria-setsize={games.length} data-game-tile="">
                  <GameTile
                    game={game}
                    styleIndex={tileStyleIndex(game.nodeId)}
                    playersOnline={playersOnlineOf?.(game) ?? null}
                    favourite={isFavourite && onToggleFavourite ? isFavourite(game.nodeId) : undefined}
                    onOpen={open}
                    onToggleFavourite={onToggleFavourite ? toggle : undefined}
                    eager={row.index === 0}
                  />
                </div>
              );
            })}
          </Row>
        ))}
      </Rows>
    );
  }

  return (
    <div ref={ref} data-game-grid="">
      {body}
      {footer}
    </div>
  );
}
