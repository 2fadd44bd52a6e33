import { defineMessages } from 'react-intl';

/** The free trial screen's words. */
export const TRIAL_MESSAGES = defineMessages({
  heading: { id: 'trial.heading', defaultMessage: 'Play for free', description: 'Heading of the free trial screen' },
  intro: {
    id: 'trial.intro',
    defaultMessage: 'Try our games with a free trial account: no registration and no deposit needed.',
    description: 'What the free trial is',
  },
  limitsHeading: { id: 'trial.limitsHeading', defaultMessage: 'In free trial you cannot', description: 'Heading of the list of what a trial account cannot do' },
  limitDeposit: { id: 'trial.limit.deposit', defaultMessage: 'Deposit or withdraw', description: 'Trial restriction (SPEC §6)' },
  limitInbox: { id: 'trial.limit.inbox', defaultMessage: 'Read your inbox', description: 'Trial restriction (SPEC §6)' },
  limitChat: { id: 'trial.limit.chat', defaultMessage: 'Chat with customer service', description: 'Trial restriction (SPEC §6)' },
  limitMember: { id: 'trial.limit.member', defaultMessage: 'Open the member centre', description: 'Trial restriction (SPEC §6)' },
  start: { id: 'trial.start', defaultMessage: 'Start free trial', description: 'Button that starts a free trial session' },
  playing: { id: 'trial.playing', defaultMessage: 'You are playing with a free trial account.', description: 'Shown on the free trial screen during a trial session' },
  member: { id: 'trial.member', defaultMessage: 'You are logged in with your account.', description: 'Shown on the free trial screen to a logged-in player' },
  games: { id: 'trial.games', defaultMessage: 'Go to the games', description: 'Link to the game centre' },
  register: { id: 'trial.register', defaultMessage: 'Create a real account', description: 'Link to registration from the free trial screen' },
  login: { id: 'trial.login', defaultMessage: 'I have an account: log in', description: 'Link to login from the free trial screen' },
});
