import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { GameCategory } from '@gp/domain';

/** The accessible name of a lobby block's view-all link. */
export const VIEW_ALL_OF_MESSAGE = defineMessage<{ category: string }>({
  id: 'games.centre.viewAllOf',
  defaultMessage: 'View all {category}',
  description: 'Accessible name of the view-all link of a lobby block',
});

/** The title of the game centre's search results. */
export const SEARCH_RESULTS_MESSAGE = defineMessage<{ text: string }>({
  id: 'games.centre.searchResults',
  defaultMessage: 'Results for “{text}”',
  description: 'Title of the game centre search results',
});

/** Texts of the game centre and the game lists. */
export const GAMES_MESSAGES = defineMessages({
  categories: { id: 'games.centre.categories', defaultMessage: 'Game categories', description: 'Accessible name of the game centre tab menu' },
  viewAll: { id: 'games.centre.viewAll', defaultMessage: 'View all', description: 'Link of a lobby block that opens its category tab' },
  favourites: { id: 'games.favourites.tab', defaultMessage: 'Favourites', description: 'Tab of the favourites screen listing favourite games' },
  recent: { id: 'games.recent.tab', defaultMessage: 'Recently played', description: 'Tab of the favourites screen listing the games played last' },
  favouritesLists: { id: 'games.favourites.lists', defaultMessage: 'My games', description: 'Accessible name of the tabs of the favourites screen' },
  providers: { id: 'games.providers.title', defaultMessage: 'Game providers', description: 'Title of the provider screen before a provider is chosen' },
});

/** Category names for tabs and titles; the platform's English name is used for any other. */
export const CATEGORY_MESSAGES: Partial<Record<GameCategory, MessageDescriptor>> = defineMessages({
  ALL: { id: 'games.category.all', defaultMessage: 'All games', description: 'Game centre tab with every game (the lobby)' },
  LOCAL: { id: 'games.category.local', defaultMessage: 'Local games', description: 'Game category LOCAL' },
  RNG: { id: 'games.category.rng', defaultMessage: 'Slots', description: 'Game category RNG (slots)' },
  LIVE: { id: 'games.category.live', defaultMessage: 'Live casino', description: 'Game category LIVE (live dealer)' },
  FISH: { id: 'games.category.fish', defaultMessage: 'Fishing', description: 'Game category FISH' },
  PVP: { id: 'games.category.pvp', defaultMessage: 'Cards', description: 'Game category PVP (card and player-versus-player games)' },
  SPORTS: { id: 'games.category.sports', defaultMessage: 'Sports', description: 'Game category SPORTS' },
  ESPORTS: { id: 'games.category.esports', defaultMessage: 'E-sports', description: 'Game category ESPORTS' },
  COCKFIGHT: { id: 'games.category.cockfight', defaultMessage: 'Cockfight', description: 'Game category COCKFIGHT' },
  LOTT: { id: 'games.category.lott', defaultMessage: 'Lottery', description: 'Game category LOTT (traditional lottery)' },
  ELOTT: { id: 'games.category.elott', defaultMessage: 'E-lottery', description: 'Game category ELOTT (electronic lottery)' },
  LIVESTREAM: { id: 'games.category.livestream', defaultMessage: 'Live stream', description: 'Game category LIVESTREAM' },
  BGS: { id: 'games.category.bgs', defaultMessage: 'Bingo', description: 'Game category BGS (bingo)' },
  HOT: { id: 'games.category.hot', defaultMessage: 'Hot games', description: 'Game category HOT' },
});
