import { memo } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { FavouriteStar } from './favourite-star';
import { Badge, Band, Detail, Image, Name, Open, Tile } from './game-tile-styles';

const playersOnlineMessage = defineMessage<{ count: number }>({
  id: 'ui.gameTile.playersOnline',
  defaultMessage: '{count, number} playing',
  description: 'How many players are in an RNG game now, under its tile',
});

const newBadgeMessage = defineMessage({ id: 'ui.gameTile.newBadge', defaultMessage: 'New', description: 'Corner badge of a game added recently' });

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
        <FavouriteStar favourite={favourite} game={name} onToggle={() => onToggleFavourite(game.nodeId)} />
      ) : null}
    </Tile>
  );
});
