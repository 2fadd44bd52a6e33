import { useCallback, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { tileStyleIndex } from '@gp/domain';
import { GameTile, type GameTileGame } from '../game-tile/game-tile';
import { WindowedRows } from '../windowed-rows/windowed-rows';
import { GameGridEmpty } from './game-grid-empty';
import { GAP_PX, gameGridRowHeight } from './game-grid-layout';
import { useGridBox } from './use-grid-box';

export { gameGridRowHeight } from './game-grid-layout';

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

/**
 * A grid of game tiles that scrolls with the page (SPEC §2 'Game lobby'): past a few pages only
 * the rows near the screen are in the DOM (WindowedRows), so thousands of appended tiles stay fast
 * on low-end phones. Rows are sized from the square tile image and then measured. Shows
 * placeholder tiles while the first page loads, 'No data' when empty, and a retry after a failure.
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
  const [ref, box] = useGridBox();
  const rowCount = Math.ceil(games.length / columns);
  const estimate = gameGridRowHeight(box.width, columns);
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

  const body =
    games.length === 0 ? (
      <GameGridEmpty status={status} columns={columns} onRetry={onRetry} />
    ) : (
      <WindowedRows count={rowCount} estimateSize={estimate} overscan={overscan} scrollMargin={box.top}>
        {({ slots, style }) => (
          <Rows role="list" aria-label={label} style={style}>
            {slots.map((row) => (
              <Row key={row.key} role="none" data-index={row.index} ref={row.measure} $columns={columns} style={row.style}>
                {games.slice(row.index * columns, row.index * columns + columns).map((game, column) => (
                  <div key={game.nodeId} role="listitem" aria-posinset={row.index * columns + column + 1} aria-setsize={games.length} data-game-tile="">
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
                ))}
              </Row>
            ))}
          </Rows>
        )}
      </WindowedRows>
    );

  return (
    <div ref={ref} data-game-grid="">
      {body}
      {footer}
    </div>
  );
}
