import { defineMessages } from 'react-intl';
/**
 * The texts of the messages the play store raises (its ids are `PLAY_MESSAGE_IDS` of `@gp/stores`); the ui layer
 * translates them by id. Defined here so that the catalogue extraction finds them.
 */
export const PLAY_MESSAGES = defineMessages({
  trialRefused: {
    id: 'play.trialRefused',
    defaultMessage: 'Please login an actual account to use this function',
    description: 'Toast when a free-trial account opens a game that cannot be played free (SPEC wording)',
  },
  unavailable: {
    id: 'play.unavailable',
    defaultMessage: 'This game is not available right now',
    description: 'Toast when the platform has no address for a game the player opened',
  },
  network: {
    id: 'play.network',
    defaultMessage: 'No connection. Check your mobile data or Wi-Fi and try again',
    description: 'Toast when a game could not be opened for lack of connection',
  },
  sessionEnded: {
    id: 'play.sessionEnded',
    defaultMessage: 'The account has been logged out, please log in again',
    description: 'Toast when the session ended while a game was being opened (SPEC wording)',
  },
  failed: {
    id: 'play.failed',
    defaultMessage: 'The game could not be opened. Please try again',
    description: 'Toast when opening a game failed for another reason',
  },
});
