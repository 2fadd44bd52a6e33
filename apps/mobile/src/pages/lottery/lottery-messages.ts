import { defineMessages } from 'react-intl';

/** Texts of the lottery pages. */
export const LOTTERY_MESSAGES = defineMessages({
  frameTitle: { id: 'lottery.frameTitle', defaultMessage: 'Lottery', description: 'Accessible name of the full-size lottery frame' },
  close: { id: 'lottery.close', defaultMessage: 'Close lottery', description: 'Small close control over the lottery frame' },
  opening: { id: 'lottery.opening', defaultMessage: 'Opening the lottery…', description: 'Shown while a lottery is being opened' },
  unavailable: {
    id: 'lottery.unavailable',
    defaultMessage: 'This lottery cannot be opened right now',
    description: 'Shown when a lottery could not be opened (bad link, refused or failed)',
  },
  back: { id: 'lottery.back', defaultMessage: 'Back', description: 'Link back from a lottery that could not be opened' },
});
