import { useId } from 'react';
import styled from 'styled-components';
import { LIMITS, tileStyleIndex } from '@gp/domain';
import { GameTile, type GameTileGame } from '../game-tile/game-tile';
import { renderWhenNear } from '../render-when-near/render-when-near';
import { GameRowHeader } from './game-row-header';

export { GameRowHeader } from './game-row-header';

/** Props of GameRow, for any game record a tile can show. */
export interface GameRowProps<G extends GameTileGame> {
  /** The section's title (the category's name). */
  readonly title: string;
  /** In-app path of its 'view all' link (the game centre on the category). */
  readonly viewAllTo: string;
  readonly games: readonly G[];
  /** A tap on a tile, by the game's nodeId. */
  readonly onOpen: (nodeId: number) => void;
  /** The fake players-online count of a tile (RNG), null for none. */
  readonly playersOnline?: (game: G) => number | null;
}

/** A row's usual height (header, a tile and its two-line name on a 360-420 px wide phone), held while off screen. */
const ROW_HEIGHT_ESTIMATE = '15rem';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${renderWhenNear(ROW_HEIGHT_ESTIMATE)}
`;

/** The gap between tiles (SPEC §9 'gap 0.15' of the 1rem = 100 px design, about 0.5rem here). */
export const GAME_ROW_GAP = '0.5rem';

/**
 * The row scrolls natively and snaps to groups of three tiles: a swipe is the browser's own (no
 * script measures or moves anything), keyboard focus scrolls a tile into view, and a row costs
 * nothing on a low-end phone until the player touches it.
 */
const Viewport = styled.div`
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

/** Three tiles fill the row, with the gap between them. */
const Track = styled.ul`
  display: flex;
  gap: ${GAME_ROW_GAP};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  flex: 0 0 calc((100% - ${LIMITS.carouselGamesPerSlide - 1} * ${GAME_ROW_GAP}) / ${LIMITS.carouselGamesPerSlide});
  min-width: 0;
  &:nth-child(${LIMITS.carouselGamesPerSlide}n + 1) {
    scroll-snap-align: start;
  }
`;

/**
 * A home game section (SPEC §2 'Home'): the title, a 'view all' link to the game centre and a
 * swipeable row of tiles that snaps to groups of three with a small gap. Nothing when there are no games.
 */
export function GameRow<G extends GameTileGame>({ title, viewAllTo, games, onOpen, playersOnline }: GameRowProps<G>) {
  const headingId = useId();
  if (games.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <GameRowHeader title={title} viewAllTo={viewAllTo} headingId={headingId} />
      <Viewport>
        <Track>
          {games.map((game) => (
            <Item key={game.nodeId}>
              <GameTile game={game} styleIndex={tileStyleIndex(game.nodeId)} playersOnline={playersOnline?.(game) ?? null} onOpen={onOpen} />
            </Item>
          ))}
        </Track>
      </Viewport>
    </Section>
  );
}

const Placeholder = styled.div`
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const TilePlaceholder = styled(Placeholder)`
  aspect-ratio: 1;
  margin-bottom: 2.625rem;
`;

const Skeleton = styled.div`
  display: grid;
  grid-template-columns: repeat(${LIMITS.carouselGamesPerSlide}, 1fr);
  gap: ${GAME_ROW_GAP};
`;

/** What a game section shows while its games load: its header and three tile-sized boxes. */
export function GameRowSkeleton({ title, viewAllTo }: { readonly title: string; readonly viewAllTo?: string }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy="true">
      <GameRowHeader title={title} viewAllTo={viewAllTo} headingId={headingId} />
      <Skeleton aria-hidden="true">
        {Array.from({ length: LIMITS.carouselGamesPerSlide }, (_, index) => (
          <TilePlaceholder key={index} />
        ))}
      </Skeleton>
    </Section>
  );
}
