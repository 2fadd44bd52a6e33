import { defineMessage, defineMessages } from 'react-intl';

/** The kit's own words: toggles, the captcha image, the get-code button, retry, close. */
export const formMessages = defineMessages({
  showPassword: { id: 'ui.form.showPassword', defaultMessage: 'Show password', description: 'Toggle button that reveals the typed password' },
  dialCode: { id: 'ui.form.dialCode', defaultMessage: 'Country code', description: 'Label of the country dialling code picker beside a mobile number' },
  refreshCaptcha: {
    id: 'ui.form.refreshCaptcha',
    defaultMessage: 'Tap to refresh the code',
    description: 'Accessible name of the captcha image, which loads a new image when tapped',
  },
  captchaLoading: { id: 'ui.form.captchaLoading', defaultMessage: 'Loading…', description: 'Shown in place of the captcha image while it loads' },
  getCode: { id: 'ui.form.getCode', defaultMessage: 'Get code', description: 'Button that sends an SMS verification code' },
  sendingCode: { id: 'ui.form.sendingCode', defaultMessage: 'Sending…', description: 'The get-code button while the SMS is being sent' },
  retry: { id: 'ui.form.retry', defaultMessage: 'Try again', description: 'Button beside a network error that repeats the failed action' },
  sendsWhenOnline: {
    id: 'ui.form.sendsWhenOnline',
    defaultMessage: 'You are offline. What you typed is kept and will be sent when the signal returns.',
    description: 'Under a form’s network error while the phone has no signal: the form is sent again by itself once it is back online',
  },
  close: { id: 'ui.form.close', defaultMessage: 'Close', description: 'Button that closes a text dialog (terms, privacy policy)' },
});

/** The get-code button during its countdown ('Resend in 59s'), also its accessible name. */
export const countdownMessage = defineMessage<{ seconds: number }>({
  id: 'ui.form.countdown',
  defaultMessage: 'Resend in {seconds}s',
  description: 'The get-code button while waiting before another SMS can be sent; seconds left. Also its accessible name, so it says what the button will do',
});

