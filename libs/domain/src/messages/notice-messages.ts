import { defineMessages } from './define-messages';

/** The notices, toasts and dialogs the stores and the permission table raise (SPEC §4, §6, §8). */
export const NOTICE_MESSAGES = defineMessages({
  'notice.pleaseWait': { id: 'notice.pleaseWait', defaultMessage: 'Please wait…', description: "Loading message while a call runs, e.g. a favourite is added or removed ('in_please_wait')" },
  'notice.changeSaved': { id: 'notice.changeSaved', defaultMessage: 'Change saved', description: "Shown for 1 second after a change was saved: a favourite, a password ('in_chang_saved')" },
  'notice.paymentPasswordSet': {
    id: 'notice.paymentPasswordSet',
    defaultMessage: 'Payment password set. You can now add payout accounts and withdraw.',
    description: 'Withdraw: the member has just set a payment password',
  },
  'notice.paymentPasswordReset': {
    id: 'notice.paymentPasswordReset',
    defaultMessage: 'Payment password changed. Use the new one from now on.',
    description: 'Withdraw: the member has just reset a forgotten payment password with the login password',
  },
  'notice.loginFirst': {
    id: 'notice.loginFirst',
    defaultMessage: 'Please log in first',
    description: "A guest does something that needs an account, e.g. taps a favourite star, and is taken to login ('in_logged_login')",
  },
  'guard.freeReject': {
    id: 'guard.freeReject',
    defaultMessage: 'This is not available in free play. Please log in with a real account.',
    description: 'A free-play (trial) account opens inbox, chat or another real-account function (free_reject)',
  },
  'guard.contactService': {
    id: 'guard.contactService',
    defaultMessage: 'Please contact customer service to use this function',
    description: 'The reward centre is switched off for this merchant (contact_service)',
  },
  'play.unavailable': { id: 'play.unavailable', defaultMessage: 'This game is not available right now', description: 'Toast when the platform has no address for a game the player opened' },
  'play.failed': { id: 'play.failed', defaultMessage: 'The game could not be opened. Please try again', description: 'Toast when opening a game failed for another reason' },
  'login.smsSent': { id: 'login.smsSent', defaultMessage: 'The code has been sent by SMS', description: 'Notice after an SMS login code was sent (in_sms_send)' },
  'login.smsFailed': {
    id: 'login.smsFailed',
    defaultMessage: 'The mobile number or the SMS code is incorrect',
    description: 'SMS login refused: wrong or expired code, or a number without an account',
  },
  'register.smsSent': { id: 'register.smsSent', defaultMessage: 'The code was sent by SMS', description: 'Shown after an SMS code was sent (in_sms_send)' },
  'agentRegister.created': {
    id: 'agentRegister.created',
    defaultMessage: 'Account {username} created. It is now in your team.',
    description: 'Shown after the agent opened a player account; username is the new account',
  },
  'forget.sms.codeSent': { id: 'forget.sms.codeSent', defaultMessage: 'The code is on its way. It is valid for 5 minutes.', description: 'Shown after an SMS code was sent' },
  'forget.email.sent': {
    id: 'forget.email.sent',
    defaultMessage: 'If the username and e-mail match an account, a link is on its way. It is valid for 30 minutes.',
    description: 'Shown after a reset e-mail was asked for (the platform never says whether the account exists)',
  },
  'forget.email.linkExpired': {
    id: 'forget.email.linkExpired',
    defaultMessage: 'This link has expired or was already used. Please ask for a new one.',
    description: 'The e-mailed reset link no longer works',
  },
  'feedback.sent': { id: 'feedback.sent', defaultMessage: 'Sent successfully', description: 'Dialog after the feedback was sent (SPEC §4)' },
  'withdraw.removeAccountQuestion': {
    id: 'withdraw.removeAccountQuestion',
    defaultMessage: 'Remove the payout account {account}? You can add it again later.',
    description: 'Confirm dialog before a saved payout account is removed; {account} is its masked number',
  },
  'withdraw.removeAccountConfirm': { id: 'withdraw.removeAccountConfirm', defaultMessage: 'Remove', description: 'Confirm button of the remove-payout-account dialog' },
  'withdraw.accountRemoved': { id: 'withdraw.accountRemoved', defaultMessage: 'Payout account removed', description: 'Toast after a saved payout account was removed' },
  'withdraw.accountSaved': { id: 'withdraw.accountSaved', defaultMessage: 'Payout account saved', description: 'Toast after a payout account was saved' },
  'withdraw.requested': {
    id: 'withdraw.requested',
    defaultMessage: 'Withdrawal requested. The amount is locked until it is paid out.',
    description: 'Toast after a withdrawal was requested',
  },
  'withdraw.cancelQuestion': {
    id: 'withdraw.cancelQuestion',
    defaultMessage: 'Cancel the withdrawal of {amount}? The amount goes back to your balance.',
    description: 'Confirm dialog before a pending withdrawal is cancelled; {amount} is money',
  },
  'withdraw.cancelConfirm': { id: 'withdraw.cancelConfirm', defaultMessage: 'Cancel withdrawal', description: 'Confirm button of the cancel-withdrawal dialog' },
  'withdraw.cancelled': { id: 'withdraw.cancelled', defaultMessage: 'Withdrawal cancelled. The amount is back in your balance.', description: 'Toast after a pending withdrawal was cancelled' },
  'changePassword.pleaseWait': { id: 'changePassword.pleaseWait', defaultMessage: 'Please wait', description: 'Loading overlay while the password change is sent (SPEC §4)' },
});
