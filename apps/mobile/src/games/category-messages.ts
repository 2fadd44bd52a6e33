import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { GameCategory } from '@gp/domain';

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
