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
});
