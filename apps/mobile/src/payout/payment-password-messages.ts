import { defineMessages } from 'react-intl';

/** Texts of the set-payment-password form on the withdraw screen (its model's messages are in the domain's catalogue). */
export const PAYMENT_PASSWORD_MESSAGES = defineMessages({
  form: { id: 'paymentPassword.form', defaultMessage: 'Set your payment password', description: 'Withdraw: heading and accessible name of the set-payment-password form' },
  why: {
    id: 'paymentPassword.why',
    defaultMessage: 'Withdrawals and payout accounts are protected by a payment password of their own. Set it once to continue.',
    description: 'Withdraw: why the member must set a payment password first',
  },
  loginPassword: { id: 'paymentPassword.loginPassword', defaultMessage: 'Your login password', description: 'Set payment password: label of the login password that confirms it is the member' },
  paymentPassword: { id: 'paymentPassword.paymentPassword', defaultMessage: 'New payment password', description: 'Set payment password: label of the new payment password' },
  confirmPaymentPassword: {
    id: 'paymentPassword.confirmPaymentPassword',
    defaultMessage: 'Confirm payment password',
    description: 'Set payment password: label of the payment password typed again',
  },
  submit: { id: 'paymentPassword.submit', defaultMessage: 'Set payment password', description: 'Set payment password: the submit button' },
  resetForm: {
    id: 'paymentPassword.resetForm',
    defaultMessage: 'Reset your payment password',
    description: 'Withdraw: heading and accessible name of the form that resets a forgotten payment password',
  },
  resetWhy: {
    id: 'paymentPassword.resetWhy',
    defaultMessage: 'Forgot it? Confirm it is you with your login password, then choose a new payment password.',
    description: 'Withdraw: how resetting a forgotten payment password works',
  },
  resetSubmit: { id: 'paymentPassword.resetSubmit', defaultMessage: 'Change payment password', description: 'Reset payment password: the submit button' },
  resetCancel: { id: 'paymentPassword.resetCancel', defaultMessage: 'Keep my payment password', description: 'Reset payment password: closes the form without changing anything' },
});
