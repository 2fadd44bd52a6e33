import { defineMessage, defineMessages } from 'react-intl';

/** The words of the reality check. */
export const REALITY_CHECK_TEXT = defineMessages({
  title: { id: 'realityCheck.title', defaultMessage: 'Reality check', description: 'Title of the reminder shown over a game every few minutes of play' },
  keepPlaying: { id: 'realityCheck.keepPlaying', defaultMessage: 'Keep playing', description: 'Reality check button: close the reminder and go on' },
  history: { id: 'realityCheck.history', defaultMessage: 'See my history', description: 'Reality check button: close the game and open the game records' },
  stop: { id: 'realityCheck.stop', defaultMessage: 'Stop playing', description: 'Reality check button: close the game' },
});

/** What the reality check says: the time played and the session's money. */
export const REALITY_CHECK_MESSAGE = defineMessage<{ minutes: number; wagered: string; net: string }>({
  id: 'realityCheck.message',
  defaultMessage: 'You have played for {minutes, plural, one {# minute} other {# minutes}}. In this session you staked {wagered}; your result is {net}.',
  description: 'Body of the reality check; wagered is money, net a signed amount of money (negative is a loss)',
});
