import { defineMessage, defineMessages } from 'react-intl';

/** The login screen's words. */
export const LOGIN_MESSAGES = defineMessages({
  form: { id: 'login.form', defaultMessage: 'Log in', description: 'Accessible name of the login form' },
  modes: { id: 'login.modes', defaultMessage: 'Log in with', description: 'Accessible name of the switch between username and SMS login' },
  usernameMode: { id: 'login.mode.username', defaultMessage: 'Username', description: 'Tab: log in with username and password' },
  smsMode: { id: 'login.mode.sms', defaultMessage: 'SMS code', description: 'Tab: log in with mobile number and an SMS code' },
  username: { id: 'login.username', defaultMessage: 'Username', description: 'Label of the username field' },
  password: { id: 'login.password', defaultMessage: 'Password', description: 'Label of the password field' },
  mobile: { id: 'login.mobile', defaultMessage: 'Mobile number', description: 'Label of the mobile number field (SMS login)' },
  mobileHint: { id: 'login.mobileHint', defaultMessage: '10 to 11 digits', description: 'Hint under the mobile number field (SPEC §5)' },
  smsCode: { id: 'login.smsCode', defaultMessage: 'SMS code', description: 'Label of the SMS code field' },
  captcha: { id: 'login.captcha', defaultMessage: 'Verification code', description: 'Label of the captcha field (type the digits of the picture)' },
  remember: { id: 'login.remember', defaultMessage: 'Remember me', description: 'Check box: keep the username (the browser keeps the password)' },
  submit: { id: 'login.submit', defaultMessage: 'Log in', description: 'Submit button of the login form' },
  submitting: { id: 'login.submitting', defaultMessage: 'Logging in…', description: 'Submit button while the login is under way' },
  links: { id: 'login.links', defaultMessage: 'Other options', description: 'Accessible name of the links under the login form' },
  forgot: { id: 'login.forgot', defaultMessage: 'Forgot password?', description: 'Link to the forgot-password screen' },
  register: { id: 'login.register', defaultMessage: 'Create an account', description: 'Link to the registration screen' },
  freeTrial: { id: 'login.freeTrial', defaultMessage: 'Try the games free', description: 'Link to the free trial screen' },
  socialHeading: { id: 'login.socialHeading', defaultMessage: 'Or continue with', description: 'Heading above the third-party sign-in buttons' },
  facebook: { id: 'login.facebook', defaultMessage: 'Continue with Facebook', description: 'Third-party sign-in button (FACEBOOKLOGIN3)' },
  google: { id: 'login.google', defaultMessage: 'Continue with Google', description: 'Third-party sign-in button (GOOGLELOGIN3)' },
});

/** The welcome toast after logging in; the player's name. */
export const welcomeMessage = defineMessage<{ name: string }>({
  id: 'login.welcome',
  defaultMessage: 'Welcome back, {name}!',
  description: 'Toast after a successful login; the username',
});
