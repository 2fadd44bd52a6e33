import { defineMessage, defineMessages } from 'react-intl';

/** The registration screen's own words (SPEC §2 'Registration', §8 success messages). */
export const REGISTER_MESSAGES = defineMessages({
  formLabel: { id: 'register.form', defaultMessage: 'Create your account', description: 'Accessible name of the registration form' },
  tabsLabel: { id: 'register.tabs', defaultMessage: 'Register with', description: 'Accessible name of the username / mobile number tabs' },
  tabUsername: { id: 'register.tab.username', defaultMessage: 'Username', description: 'Tab: register with a username' },
  tabMobile: { id: 'register.tab.mobile', defaultMessage: 'Mobile number', description: 'Tab: register with a mobile number' },
  mobileHint: { id: 'register.hint.mobile', defaultMessage: '10 to 11 digits', description: 'Hint under the mobile number field' },
  agree: {
    id: 'register.agree',
    defaultMessage: 'I have read and agree to the terms of use and the privacy policy',
    description: 'Label of the terms agreement checkbox (ticked by default); the register button needs it',
  },
  terms: { id: 'register.terms', defaultMessage: 'Terms of use', description: 'Button that opens the terms of use, and the dialog’s title' },
  privacy: { id: 'register.privacy', defaultMessage: 'Privacy policy', description: 'Button that opens the privacy policy, and the dialog’s title' },
  submit: { id: 'register.submit', defaultMessage: 'Register', description: 'The register button' },
  submitting: { id: 'register.submitting', defaultMessage: 'Registering…', description: 'The register button while the registration is sent' },
  haveAccount: { id: 'register.haveAccount', defaultMessage: 'Already have an account?', description: 'Text before the link to the login screen' },
  login: { id: 'register.login', defaultMessage: 'Log in', description: 'Link to the login screen' },
  loading: { id: 'register.loading', defaultMessage: 'Loading the registration form…', description: 'Shown while the merchant’s registration rules load' },
  loadFailed: {
    id: 'register.loadFailed',
    defaultMessage: 'The registration form could not be loaded.',
    description: 'The merchant’s registration rules did not load (no connection, a failure of the platform); shown with the reason and Try again',
  },
  closed: {
    id: 'register.closed',
    defaultMessage: 'Registration is not available right now. Please contact customer service.',
    description: 'Shown when the merchant has switched registration off',
  },
  registered: { id: 'register.registered', defaultMessage: 'Registered successfully. Welcome!', description: 'Toast after registering; the player is logged in (in_registered_successfully)' },
});

/** The label of a field the player may leave empty: its name and '(optional)'. */
export const OPTIONAL_LABEL = defineMessage<{ label: string }>({
  id: 'register.optional',
  defaultMessage: '{label} (optional)',
  description: 'Label of a field the player may leave empty',
});

/** The merchant's minimum age, stated above its confirmation (SPEC §1, §5). */
export const AGE_STATEMENT = defineMessage<{ age: number }>({
  id: 'register.age.statement',
  defaultMessage: 'Only players {age} years old or over may register.',
  description: 'The merchant’s minimum age, stated above the age confirmation; age is 18 or 21',
});
