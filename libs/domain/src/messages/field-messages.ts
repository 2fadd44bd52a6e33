import { defineMessages } from './define-messages';

/** The messages shown under a form field: a merchant rule broken, a check of the domain failed. */
export const FIELD_MESSAGES = defineMessages({
  'form.accountFormat': { id: 'form.accountFormat', defaultMessage: 'Invalid account format', description: 'Field message: the username breaks the merchant rule (invalid_account_format)' },
  'form.passwordFormat': {
    id: 'form.passwordFormat',
    defaultMessage: 'Invalid password format',
    description: 'Field message: the password breaks the merchant rule (invalid_password_format)',
  },
  'form.confirmRequired': { id: 'form.confirmRequired', defaultMessage: 'Enter password', description: 'Field message: the password confirmation is empty (in_incorrect_password)' },
  'form.nicknameFormat': { id: 'form.nicknameFormat', defaultMessage: 'Invalid nickname format', description: 'Field message (invalid_nickname_format)' },
  'form.payeeNameFormat': { id: 'form.payeeNameFormat', defaultMessage: 'Invalid payee name format', description: 'Field message (invalid_payee_name_format)' },
  'form.emailFormat': { id: 'form.emailFormat', defaultMessage: 'Invalid e-mail format', description: 'Field message: the e-mail address breaks the rule or is too long' },
  'form.mobileFormat': { id: 'form.mobileFormat', defaultMessage: 'Please enter a valid mobile number', description: 'Field message: the mobile number is not valid (SPEC §5 wording)' },
  'form.idNumberFormat': { id: 'form.idNumberFormat', defaultMessage: 'Invalid ID number format', description: 'Field message (invalid_id_number_format)' },
  'form.contactFormat': { id: 'form.contactFormat', defaultMessage: 'Invalid contact format', description: 'Field message: a messenger or social contact breaks its rule' },
  'form.feedbackCaptchaRequired': { id: 'form.feedbackCaptchaRequired', defaultMessage: 'Enter a captcha', description: 'Feedback: the captcha is empty (SPEC §5 wording)' },
  'form.feedbackLength': {
    id: 'form.feedbackLength',
    defaultMessage: 'The content is between 20 and 200 words',
    description: 'Feedback: content shorter than 20 or longer than 200 characters (SPEC §5 wording)',
  },
  'form.payoutAccountNumber': {
    id: 'form.payoutAccountNumber',
    defaultMessage: 'Check the account number: an e-wallet takes its 11-digit mobile number (09XXXXXXXXX), a bank account 10 to 16 digits',
    description: 'Withdraw: a payout account number that does not fit its method (invalid_account_number_format)',
  },
  'form.payoutBank': { id: 'form.payoutBank', defaultMessage: 'Choose the bank of the account', description: 'Withdraw: no bank, or one the platform does not pay out to (invalid_bank_code)' },
  'form.payoutAccountName': {
    id: 'form.payoutAccountName',
    defaultMessage: 'Enter the name on the account (2 to 64 characters)',
    description: 'Withdraw: the name on a payout account is too short or too long',
  },
  'form.paymentPasswordRequired': { id: 'form.paymentPasswordRequired', defaultMessage: 'Enter your payment password', description: 'Withdraw: the payment password is empty' },
  'form.loginPasswordRequired': { id: 'form.loginPasswordRequired', defaultMessage: 'Enter your login password', description: 'Set payment password: the login password that confirms it is empty' },
  'form.loginPasswordIncorrect': {
    id: 'form.loginPasswordIncorrect',
    defaultMessage: 'Your login password is incorrect',
    description: 'Set payment password: the login password typed to confirm it is wrong (OLD_PASSWORD_INCORRECT)',
  },
  'form.paymentPasswordSameAsLogin': {
    id: 'form.paymentPasswordSameAsLogin',
    defaultMessage: 'Choose a payment password that differs from your login password',
    description: 'Set payment password: the new payment password equals the login password (payment_password_same_as_login)',
  },
  'withdraw.amount.empty': { id: 'withdraw.amount.empty', defaultMessage: 'Enter the amount to withdraw', description: 'Withdraw: the amount field is empty' },
  'withdraw.amount.notANumber': {
    id: 'withdraw.amount.notANumber',
    defaultMessage: 'Enter the amount in numbers, with at most two decimals',
    description: 'Withdraw: the amount is not a plain positive number with up to two decimals',
  },
  'withdraw.amount.belowMin': { id: 'withdraw.amount.belowMin', defaultMessage: 'Withdraw at least {min}', description: 'Withdraw: the amount is under the method minimum; {min} is money' },
  'withdraw.amount.aboveMax': {
    id: 'withdraw.amount.aboveMax',
    defaultMessage: 'Withdraw at most {max} at a time with this method',
    description: 'Withdraw: the amount is over the method maximum per request; {max} is money',
  },
  'withdraw.amount.overAvailable': {
    id: 'withdraw.amount.overAvailable',
    defaultMessage: 'You can withdraw at most {available} now',
    description: 'Withdraw: the amount is more than the balance available; {available} is money',
  },
  'withdraw.noWithdrawalsLeft': {
    id: 'withdraw.noWithdrawalsLeft',
    defaultMessage: 'You have made all of today’s withdrawals. You can withdraw again after midnight.',
    description: 'Withdraw: the merchant’s daily number of withdrawals is used up (the day is Manila time)',
  },
  'withdraw.amount.overDailyAmount': {
    id: 'withdraw.amount.overDailyAmount',
    defaultMessage: 'You can withdraw at most {amountLeft} more today',
    description: 'Withdraw: the amount passes what is left of the merchant’s daily withdrawal amount; {amountLeft} is money',
  },
  'withdraw.turnoverNotMet': {
    id: 'withdraw.turnoverNotMet',
    defaultMessage: 'Play {turnoverLeft} more before you withdraw: your deposits since your last withdrawal ask for that much in bets.',
    description: 'Withdraw: the wagering the deposits ask for is not reached yet; {turnoverLeft} is money',
  },
  'withdraw.accountRequired': { id: 'withdraw.accountRequired', defaultMessage: 'Choose the account to pay out to', description: 'Withdraw: no payout account chosen' },
  'form.feedbackType': { id: 'form.feedbackType', defaultMessage: 'Please choose a question type', description: 'Feedback: the platform refused the question type' },
  'form.uploadType': { id: 'form.uploadType', defaultMessage: 'Only png or jpg images can be uploaded', description: 'Upload: wrong file type' },
  'form.uploadSize': { id: 'form.uploadSize', defaultMessage: 'Each image can be at most 5MB', description: 'Upload: file too large' },
  'form.uploadCount': { id: 'form.uploadCount', defaultMessage: 'You can upload at most 3 images', description: 'Upload: too many files' },
  'form.commentLength': { id: 'form.commentLength', defaultMessage: 'At most 140 characters', description: 'Activity comment too long' },
  'form.invalidField': { id: 'form.invalidField', defaultMessage: 'Please check this field', description: 'Field message for a rule message the app does not know' },
  'register.error.ageConfirmation': {
    id: 'register.error.ageConfirmation',
    defaultMessage: 'Please confirm you are {age} years old',
    description: 'The minimum-age box is not ticked (age_confirmation_required); age is 18 or 21',
  },
  'register.error.birthDateInvalid': {
    id: 'register.error.birthDateInvalid',
    defaultMessage: 'Enter your date of birth',
    description: 'Registration: the date of birth is empty, not a real date or in the future (birth_date_invalid)',
  },
  'register.error.underAge': {
    id: 'register.error.underAge',
    defaultMessage: 'You must be {age} years old or over to register',
    description: 'Registration: the date of birth is under the minimum age (under_minimum_age); age is 18 or 21',
  },
  'register.error.mobileTaken': {
    id: 'register.error.mobileTaken',
    defaultMessage: 'This mobile number is already registered',
    description: 'Registering a mobile number that already has an account',
  },
});
