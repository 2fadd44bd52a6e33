import { defineMessages } from 'react-intl';

/** The agent registration screen's own words (/m/agentRegister). */
export const AGENT_REGISTER_MESSAGES = defineMessages({
  intro: {
    id: 'agentRegister.intro',
    defaultMessage: 'Open a player account in your team. The player can log in at once with these details.',
    description: 'Text above the agent registration form',
  },
  formLabel: { id: 'agentRegister.form', defaultMessage: 'Open a player account', description: 'Accessible name of the agent registration form' },
  submit: { id: 'agentRegister.submit', defaultMessage: 'Create account', description: 'The button that opens the downline account' },
  submitting: { id: 'agentRegister.submitting', defaultMessage: 'Creating…', description: 'The button while the account is being opened' },
  loading: { id: 'agentRegister.loading', defaultMessage: 'Loading the form…', description: 'Shown while the merchant’s registration rules load' },
  loadFailed: {
    id: 'agentRegister.loadFailed',
    defaultMessage: 'The account form could not be loaded.',
    description: 'The rules of the agent’s account form did not load; shown with the reason and Try again',
  },
});
