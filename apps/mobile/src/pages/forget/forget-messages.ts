import { defineMessages } from 'react-intl';

/** Texts of the forgot-password screen (the messages its reset models raise are in the domain's catalogue). */
export const FORGET_MESSAGES = defineMessages({
  title: { id: 'forget.title', defaultMessage: 'Forgot password', description: 'Title of the forgot-password screen' },
  methods: { id: 'forget.methods', defaultMessage: 'How to reset your password', description: 'Accessible name of the SMS / e-mail tabs' },
  bySms: { id: 'forget.bySms', defaultMessage: 'By SMS', description: 'Tab: reset the password with a code sent by SMS' },
  byEmail: { id: 'forget.byEmail', defaultMessage: 'By e-mail', description: 'Tab: reset the password with a link sent by e-mail' },
  smsForm: { id: 'forget.smsForm', defaultMessage: 'Reset by SMS', description: 'Accessible name of the SMS reset form' },
  emailForm: { id: 'forget.emailForm', defaultMessage: 'Reset by e-mail', description: 'Accessible name of the e-mail reset form' },
  mobile: { id: 'forget.mobile', defaultMessage: 'Mobile number', description: 'Label of the mobile number of the account' },
  mobileHint: { id: 'forget.mobileHint', defaultMessage: 'The number of your account, 10 to 11 digits', description: 'Hint under the mobile number' },
  captcha: { id: 'forget.captcha', defaultMessage: 'Verification code', description: 'Label of the captcha (the digits in the picture)' },
  smsCode: { id: 'forget.smsCode', defaultMessage: 'SMS code', description: 'Label of the code received by SMS' },
  newPassword: { id: 'forget.newPassword', defaultMessage: 'New password', description: 'Label of the new password' },
  confirmPassword: { id: 'forget.confirmPassword', defaultMessage: 'Confirm new password', description: 'Label of the new password typed again' },
  username: { id: 'forget.username', defaultMessage: 'Username', description: 'Label of the account username (e-mail reset)' },
  email: { id: 'forget.email', defaultMessage: 'E-mail', description: 'Label of the account e-mail address (e-mail reset)' },
  emailIntro: {
    id: 'forget.emailIntro',
    defaultMessage: 'Enter your username and the e-mail of your account. We will send you a link to choose a new password.',
    description: 'Text above the e-mail reset request',
  },
  linkIntro: { id: 'forget.linkIntro', defaultMessage: 'Choose your new password.', description: 'Text above the new password, opened from the e-mailed link' },
  sendLink: { id: 'forget.sendLink', defaultMessage: 'Send link', description: 'Button that asks for the reset e-mail' },
  reset: { id: 'forget.reset', defaultMessage: 'Reset password', description: 'Button that sets the new password' },
  newLink: { id: 'forget.newLink', defaultMessage: 'Ask for a new link', description: 'Link back to the e-mail reset request' },
  done: {
    id: 'forget.done',
    defaultMessage: 'Your password has been reset. Please log in with your new password.',
    description: 'Toast after a successful reset, on the way to login',
  },
  loadFailed: { id: 'forget.loadFailed', defaultMessage: 'This page could not be loaded.', description: 'The rules of the form could not be loaded; shown with Try again' },
});
