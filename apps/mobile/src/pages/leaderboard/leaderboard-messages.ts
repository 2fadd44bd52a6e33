import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the leaderboard. */
export const LEADERBOARD_TEXT = defineMessages({
  race: { id: 'leaderboard.race', defaultMessage: 'Weekly race', description: 'Heading of the current leaderboard race' },
  pool: { id: 'leaderboard.pool', defaultMessage: 'Prize pool', description: 'Label of the race’s total prizes' },
  prizes: { id: 'leaderboard.prizes', defaultMessage: 'Prizes', description: 'Heading of the prizes by place' },
  ranking: { id: 'leaderboard.ranking', defaultMessage: 'Top players', description: 'Heading of the ranking' },
  you: { id: 'leaderboard.you', defaultMessage: 'Your place', description: 'Heading of the member’s own place' },
  notRanked: { id: 'leaderboard.notRanked', defaultMessage: 'Not ranked yet: place a bet to join the race.', description: 'The member has no valid bet in this race' },
  inPrize: { id: 'leaderboard.inPrize', defaultMessage: 'You are in a prize place. Keep it!', description: 'The member’s place wins a prize now' },
  play: { id: 'leaderboard.play', defaultMessage: 'Play games', description: 'Link to the games to climb the ranking' },
  empty: { id: 'leaderboard.empty', defaultMessage: 'No one has bet in this race yet. Be the first!', description: 'The ranking is empty' },
  failed: { id: 'leaderboard.failed', defaultMessage: 'The leaderboard could not be loaded.', description: 'The leaderboard failed to load; shown with Try again' },
  ended: { id: 'leaderboard.ended', defaultMessage: 'This race has ended. The next one is starting…', description: 'The race’s end has passed' },
});

/** The time left in the race. */
export const RACE_ENDS_IN = defineMessage<{ days: number; time: string }>({
  id: 'leaderboard.endsIn',
  defaultMessage: 'Ends in {days, plural, =0 {} one {# day } other {# days }}{time}',
  description: 'Countdown to the end of the race; time is hh:mm:ss',
});

/** A place and what the member bet. */
export const STANDING = defineMessage<{ rank: number; amount: string; players: number }>({
  id: 'leaderboard.standing',
  defaultMessage: 'No. {rank} of {players} · {amount} in valid bets',
  description: 'The member’s place, of how many, and their valid bets in the race',
});

/** What the member's place would win now. */
export const STANDING_PRIZE = defineMessage<{ amount: string }>({ id: 'leaderboard.standingPrize', defaultMessage: 'Prize now: {amount}', description: 'The prize of the member’s place' });

/** How much more to bet to reach a prize. */
export const TO_PRIZE = defineMessage<{ amount: string }>({ id: 'leaderboard.toPrize', defaultMessage: 'Bet {amount} more to reach a prize place.', description: 'Valid bets still needed to reach the last prize place' });

/** The prize of a range of places. */
export const PRIZE_PLACES = defineMessage<{ from: number; to: number; amount: string }>({
  id: 'leaderboard.places',
  defaultMessage: 'No. {from}–{to}: {amount}',
  description: 'The prize each of a range of places wins',
});

/** The prize of one place. */
export const PRIZE_PLACE = defineMessage<{ rank: number; amount: string }>({ id: 'leaderboard.place', defaultMessage: 'No. {rank}: {amount}', description: 'The prize of one place' });

/** The member's own line in the ranking. */
export const MY_LINE = defineMessage<{ name: string }>({ id: 'leaderboard.myLine', defaultMessage: '{name} (you)', description: 'The member’s masked name on their own line of the ranking' });
