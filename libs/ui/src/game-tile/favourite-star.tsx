import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';

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

/** Props of FavouriteStar. */
export interface FavouriteStarProps {
  /** Whether the game is a favourite now (a filled star). */
  readonly favourite: boolean;
  /** The game's name, for the button's accessible name. */
  readonly game: string;
  readonly onToggle: () => void;
}

/** The favourite star in a game tile's top corner: a thumb-sized toggle button named after the game. */
export function FavouriteStar({ favourite, game, onToggle }: FavouriteStarProps) {
  const intl = useIntl();
  return (
    <Star
      type="button"
      aria-pressed={favourite}
      aria-label={intl.formatMessage(favourite ? removeFavouriteMessage : addFavouriteMessage, { game })}
      onClick={onToggle}
    >
      <StarIcon filled={favourite} />
    </Star>
  );
}
