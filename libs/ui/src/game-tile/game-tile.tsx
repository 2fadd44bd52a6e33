import { memo } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

const playersOnlineMessage = defineMessage<{ count: number }>({
  id: 'ui.gameTile.playersOnline',
  defaultMessage: '{count, number} playing',
  description: 'How many players are in an RNG game now, under its tile',
});

const newBadgeMessage = defineMessage({ id: 'ui.gameTile.newBadge', defaultMessage: 'New', description: 'Corner badge of a game added recently' });

const addFavouriteMessage = defineMessage<{ game: string }>({
  id: 'ui.gameTile.addFavourite',
  defaultMessage: 'Add {game} to favourites',
  description: 'Star button on a game tile (not yet a favourite)',
});

const removeFavouriteMessage = defineMessage<{ game: string }>({
  id: 'ui.gameTile.removeFavourite',
  defaultMessage: 'Remove {game} from favourites',
  description: 'Star button on a game tile (already a favourite)',
});

/** What a tile shows of a game (a subset of the platform's Game). */
export interface GameTileGame {
  readonly nodeId: number;
  readonly gameName: string;
  /** Shown when there is no game name (a vendor's lobby entry). */
  readonly nodeName: string;
  /** The vendor label. */
  readonly displayName: string;
  readonly iconUrl: string;
  /** 'NEW' puts a badge in the corner. */
  readonly showIcon: 'NEW' | null;
}

/** Props of GameTile. */
export interface GameTileProps {
  readonly game: GameTileGame;
  /** Tile style 1 to 5 (domain `tileStyleIndex`): the colour band under the image. */
  readonly styleIndex: number;
  /** The fake 'players online' of an RNG tile (domain `fakePlayersOnline`); null elsewhere. */
  readonly playersOnline?: number | null;
  /** Whether the game is a favourite; undefined hides the star (guest lists, vendor tiles). */
  readonly favourite?: boolean;
  /** A tap on the tile: the app decides what opens (domain `decideGameTap`). */
  readonly onOpen: (nodeId: number) => void;
  /** A tap on the star. */
  readonly onToggleFavourite?: (nodeId: number) => void;
  /** Above the fold: load the image at once with high priority (the first row only). */
  readonly eager?: boolean;
}

/** Tile images are square SVGs; width and height are set so nothing shifts when they arrive. */
export const GAME_TILE_IMAGE_SIZE = 200;

const Tile = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Open = styled.button`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  width: 100%;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.color.surfaceRaised};
  object-fit: cover;
`;

const Band = styled.span<{ $style: number }>`
  display: block;
  height: 3px;
  background: ${({ theme }) => theme.color.accent};
  opacity: ${({ $style }) => 0.45 + $style * 0.11};
`;

const Name = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Detail = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.75rem;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Badge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  font-size: 0.6875rem;
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-transform: uppercase;
`;

const Star = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent};
  cursor: pointer;
  svg {
    width: 1.5rem;
    height: 1.5rem;
    filter: drop-shadow(0 0 2px ${({ theme }) => theme.color.overlay});
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

function StarIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 2.5l2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2l-5.9 3.3 1.4-6.6-5-4.5 6.6-.7z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One game (SPEC §2 'Game tile'): its image, its name (else the node name) and vendor, the NEW
 * badge, an RNG game's players online, and the favourite star. Memoised: grids hold thousands.
 */
export const GameTile = memo(function GameTile({ game, styleIndex, playersOnline, favourite, onOpen, onToggleFavourite, eager = false }: GameTileProps) {
  const intl = useIntl();
  const name = game.gameName || game.nodeName;
  return (
    <Tile data-tile-style={styleIndex}>
      <Open type="button" onClick={() => onOpen(game.nodeId)}>
        <Image
          src={game.iconUrl}
          alt=""
          width={GAME_TILE_IMAGE_SIZE}
          height={GAME_TILE_IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
        <Band $style={styleIndex} aria-hidden="true" />
        <Name>{name}</Name>
        <Detail>{playersOnline != null ? intl.formatMessage(playersOnlineMessage, { count: playersOnline }) : game.displayName}</Detail>
      </Open>
      {game.showIcon === 'NEW' ? <Badge>{intl.formatMessage(newBadgeMessage)}</Badge> : null}
      {favourite !== undefined && onToggleFavourite ? (
        <Star
          type="button"
          aria-pressed={favourite}
          aria-label={intl.formatMessage(favourite ? removeFavouriteMessage : addFavouriteMessage, { game: name })}
          onClick={() => onToggleFavourite(game.nodeId)}
        >
          <StarIcon filled={favourite} />
        </Star>
      ) : null}
    </Tile>
  );
});
