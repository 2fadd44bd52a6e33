import { defineMessage, defineMessages } from 'react-intl';

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
