import { defineMessages } from './define-messages';

/** The messages of the platform's error codes and of transport failures, in the wording of SPEC §8. */
export const ERROR_MESSAGES = defineMessages({
  'error.invitationCode': { id: 'error.invitationCode', defaultMessage: 'Invalid invitation code', description: 'The platform refused the invitation (affiliate) code (SPEC §8 invitation_code_error)' },
  'error.trialActualAccount': {
    id: 'error.trialActualAccount',
    defaultMessage: 'Please login an actual account to use this function',
    description: 'A free-play (trial) account was refused a real-account function: deposit, withdraw, a game that cannot be played free (SPEC §6, §8 trial_actual_account)',
  },
  'error.notLoggedIn': { id: 'error.notLoggedIn', defaultMessage: 'You are not logged in, please login first', description: 'The call needs a session (SPEC §8 wording)' },
  'error.noPermission': {
    id: 'error.noPermission',
    defaultMessage: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
    description: 'The account may not use this function (e.g. a player opens an agent-only function), or it is switched off (SPEC §8 no_permission)',
  },
  'error.userNotFound': { id: 'error.userNotFound', defaultMessage: 'Sorry, the user does not exist or is disabled', description: 'SPEC §8 wording' },
  'error.usernameTaken': { id: 'error.usernameTaken', defaultMessage: 'Sorry, the username already exists', description: 'SPEC §8 wording' },
  'error.verificationCode': {
    id: 'error.verificationCode',
    defaultMessage: 'Verification code error',
    description: 'A missing, wrong, used or expired SMS code or captcha (SPEC §8 wording, verification_code_error)',
  },
  'error.credentialsFormat': {
    id: 'error.credentialsFormat',
    defaultMessage: 'Account, password and e-mail format incorrect',
    description: 'Some fields break the merchant rules (SPEC §8 wording)',
  },
  'error.confirmationMismatch': {
    id: 'error.confirmationMismatch',
    defaultMessage: 'Confirmation password not matched',
    description: 'The password typed again differs from the password (SPEC §8 in_confirmation_correct)',
  },
  'error.captchaRequired': { id: 'error.captchaRequired', defaultMessage: 'Please enter the code', description: 'The captcha answer is missing (SPEC §8 in_vwrite_code)' },
  'error.referrerLink': { id: 'error.referrerLink', defaultMessage: 'Referrer link error', description: 'The referrer id is refused (SPEC §8 wording)' },
  'error.urlEmpty': { id: 'error.urlEmpty', defaultMessage: 'The requested url is empty', description: 'SPEC §8 wording' },
  'error.sessionExpired': {
    id: 'error.sessionExpired',
    defaultMessage: 'The account has been logged out, please log in again',
    description: 'The session ended, e.g. while a game was being opened (SPEC §8 wording)',
  },
  'error.maintenance': { id: 'error.maintenance', defaultMessage: 'The platform is under maintenance', description: 'SPEC §8 wording; also the title of the maintenance screen' },
  'error.regionRestricted': {
    id: 'error.regionRestricted',
    defaultMessage: 'IP or location restricted access',
    description: 'SPEC §8 wording; also the title of the restricted-region screen',
  },
  'error.systemUpgrading': { id: 'error.systemUpgrading', defaultMessage: 'System upgrading, please try again later', description: 'SPEC §8 wording' },
  'error.loginFailed': { id: 'error.loginFailed', defaultMessage: 'The username or password is incorrect', description: 'Login refused' },
  'error.samePassword': {
    id: 'error.samePassword',
    defaultMessage: 'The new password and the old password cannot be the same',
    description: 'A new password equal to the old one: refused by the platform, or the change-password dialog before sending (SPEC §4 wording)',
  },
  'error.oldPasswordIncorrect': { id: 'error.oldPasswordIncorrect', defaultMessage: 'The old password is incorrect', description: 'Change password: wrong old password' },
  'error.insufficientBalance': { id: 'error.insufficientBalance', defaultMessage: 'Your balance is not enough for this amount', description: 'Wallet refusal' },
  'error.amountOutOfRange': { id: 'error.amountOutOfRange', defaultMessage: 'The amount is outside the allowed range', description: 'Wallet refusal' },
  'error.paymentPassword': { id: 'error.paymentPassword', defaultMessage: 'The payment password is incorrect', description: 'Withdrawal refusal' },
  'error.paymentPasswordNotSet': {
    id: 'error.paymentPasswordNotSet',
    defaultMessage: 'Please set a payment password first',
    description: 'The call asks for a payment password and the member has none yet (PAYMENT_PASSWORD_NOT_SET)',
  },
  'error.payoutAccountLimit': {
    id: 'error.payoutAccountLimit',
    defaultMessage: 'You already have the most accounts allowed for this method; remove one first',
    description: 'Saving another payout account of a method whose limit is reached (PAYOUT_ACCOUNT_LIMIT)',
  },
  'error.withdrawDailyAmount': {
    id: 'error.withdrawDailyAmount',
    defaultMessage: 'This is more than is left of today’s withdrawal allowance',
    description: 'Withdrawal refused: the amount passes what is left of the daily withdrawal amount (WITHDRAW_DAILY_AMOUNT)',
  },
  'error.turnoverNotMet': {
    id: 'error.turnoverNotMet',
    defaultMessage: 'Your bets since your last withdrawal have not reached the wagering your deposits ask for yet',
    description: 'Withdrawal refused: the wagering is not reached (TURNOVER_NOT_MET)',
  },
  'error.alreadyClaimed': {
    id: 'error.alreadyClaimed',
    defaultMessage: 'You have already claimed this reward',
    description: 'A claim of a reward (today’s sign-in, a reward-centre item) that was claimed already (ALREADY_CLAIMED)',
  },
  'error.conditionsNotMet': {
    id: 'error.conditionsNotMet',
    defaultMessage: 'Today’s conditions are not met yet',
    description: 'Sign-in claim refused: today’s deposit or valid bets are below what the reward asks (CONDITIONS_NOT_MET)',
  },
  'error.rewardExpired': {
    id: 'error.rewardExpired',
    defaultMessage: 'This reward has expired',
    description: 'A claim of a reward past its claim period (REWARD_EXPIRED)',
  },
  'error.contractAnswered': {
    id: 'error.contractAnswered',
    defaultMessage: 'This contract request has already been answered',
    description: 'An agent accepts or rejects a contract request that was accepted or rejected already (CONTRACT_ANSWERED)',
  },
  'error.rgLimitReached': {
    id: 'error.rgLimitReached',
    defaultMessage: 'This would pass one of your limits',
    description: 'A deposit or bet refused by a responsible-gaming limit (RG_LIMIT_REACHED); screens that know which limit say more',
  },
  'error.rgSessionLimit': {
    id: 'error.rgSessionLimit',
    defaultMessage: 'You reached your play-time limit for today',
    description: 'A game refused because the daily play-time limit is reached (RG_SESSION_LIMIT)',
  },
  'error.accountExcluded': {
    id: 'error.accountExcluded',
    defaultMessage: 'This account is taking a break from play',
    description: 'Login refused during a cool-off or self-exclusion (ACCOUNT_EXCLUDED); the login screen adds the end date',
  },
  'error.unknown': { id: 'error.unknown', defaultMessage: 'Unknown error', description: 'Any other failure (SPEC §8 wording)' },
  'error.orderNotCancellable': { id: 'error.orderNotCancellable', defaultMessage: 'This order can no longer be cancelled', description: 'Order refusal' },
  'error.badRequest': { id: 'error.badRequest', defaultMessage: 'Please check what you entered and try again', description: 'The platform could not read the request' },
  'error.rateLimited': { id: 'error.rateLimited', defaultMessage: 'Too many attempts, please wait a moment and try again', description: 'Too many calls in a short time' },
  'error.merchantNotFound': { id: 'error.merchantNotFound', defaultMessage: 'This site is not available', description: 'Unknown merchant' },
  'error.network': {
    id: 'error.network',
    defaultMessage: 'No connection. Check your mobile data or Wi-Fi and try again',
    description: 'The call never reached the platform; in a form shown with a Try again button',
  },
  'error.server': {
    id: 'error.server',
    defaultMessage: 'Something went wrong on our side. Please try again',
    description: 'The platform failed to answer properly (HTTP 500, a proxy error page); shown with a Try again button, what the player typed stays',
  },
  'error.timeout': { id: 'error.timeout', defaultMessage: 'The connection is slow. Please try again', description: 'The platform did not answer in time; shown with a Try again button' },
});
