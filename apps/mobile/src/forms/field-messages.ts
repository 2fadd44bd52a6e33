import { defineMessages, type MessageDescriptor } from 'react-intl';

const MESSAGES = defineMessages({
  accountFormat: { id: 'form.accountFormat', defaultMessage: 'Invalid account format', description: 'Field message: the username breaks the merchant rule (invalid_account_format)' },
  passwordFormat: {
    id: 'form.passwordFormat',
    defaultMessage: 'Invalid password format',
    description: 'Field message: the password breaks the merchant rule (invalid_password_format)',
  },
  confirmRequired: { id: 'form.confirmRequired', defaultMessage: 'Enter password', description: 'Field message: the password confirmation is empty (in_incorrect_password)' },
  confirmMismatch: { id: 'form.confirmMismatch', defaultMessage: 'Confirmation password not matched', description: 'Field message: the confirmation differs from the password' },
  nicknameFormat: { id: 'form.nicknameFormat', defaultMessage: 'Invalid nickname format', description: 'Field message (invalid_nickname_format)' },
  payeeNameFormat: { id: 'form.payeeNameFormat', defaultMessage: 'Invalid payee name format', description: 'Field message (invalid_payee_name_format)' },
  emailFormat: { id: 'form.emailFormat', defaultMessage: 'Invalid e-mail format', description: 'Field message: the e-mail address breaks the rule or is too long' },
  mobileFormat: { id: 'form.mobileFormat', defaultMessage: 'Please enter a valid mobile number', description: 'Field message: the mobile number is not valid (SPEC §5 wording)' },
  idNumberFormat: { id: 'form.idNumberFormat', defaultMessage: 'Invalid ID number format', description: 'Field message (invalid_id_number_format)' },
  contactFormat: { id: 'form.contactFormat', defaultMessage: 'Invalid contact format', description: 'Field message: a messenger or social contact breaks its rule' },
  referrer: { id: 'form.referrer', defaultMessage: 'Referrer link error', description: 'Field message: the referrer id is refused (SPEC §8 wording)' },
  invitation: { id: 'form.invitation', defaultMessage: 'Invalid invitation code', description: 'Field message: invitation code refused (invitation_code_error)' },
  verificationCode: { id: 'form.verificationCode', defaultMessage: 'Verification code error', description: 'Field message: the SMS code is missing, wrong or expired' },
  captchaRequired: { id: 'form.captchaRequired', defaultMessage: 'Please enter the code', description: 'Field message: the captcha is empty (in_vwrite_code, login wording)' },
  feedbackCaptchaRequired: { id: 'form.feedbackCaptchaRequired', defaultMessage: 'Enter a captcha', description: 'Feedback: the captcha is empty (SPEC §5 wording)' },
  ageConfirmation: { id: 'form.ageConfirmation', defaultMessage: 'Please confirm your age', description: 'Field message: the age confirmation box is not ticked' },
  feedbackLength: {
    id: 'form.feedbackLength',
    defaultMessage: 'The content is between 20 and 200 words',
    description: 'Feedback: content shorter than 20 or longer than 200 characters (SPEC §5 wording)',
  },
  feedbackType: { id: 'form.feedbackType', defaultMessage: 'Please choose a question type', description: 'Feedback: the platform refused the question type' },
  sameAsOld: {
    id: 'form.sameAsOld',
    defaultMessage: 'The new password and the old password cannot be the same',
    description: 'Change password: the new password equals the old one (SPEC §4 wording)',
  },
  uploadType: { id: 'form.uploadType', defaultMessage: 'Only png or jpg images can be uploaded', description: 'Upload: wrong file type' },
  uploadSize: { id: 'form.uploadSize', defaultMessage: 'Each image can be at most 5MB', description: 'Upload: file too large' },
  uploadCount: { id: 'form.uploadCount', defaultMessage: 'You can upload at most 3 images', description: 'Upload: too many files' },
  commentLength: { id: 'form.commentLength', defaultMessage: 'At most 140 characters', description: 'Activity comment too long' },
  invalidField: { id: 'form.invalidField', defaultMessage: 'Please check this field', description: 'Field message for a rule message the app does not know' },
});

/** The message shown for a field whose message key the app does not know. */
export const UNKNOWN_FIELD_MESSAGE: MessageDescriptor = MESSAGES.invalidField;

/**
 * The text of every field message key: the platform's rule and refusal keys (`messageKey` of the
 * register settings and of `value.fields`) and the domain's own check ids (VALIDATION_MESSAGE_IDS).
 */
export const FIELD_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  invalid_account_format: MESSAGES.accountFormat,
  invalid_password_format: MESSAGES.passwordFormat,
  in_incorrect_password: MESSAGES.confirmRequired,
  in_confirmation_correct: MESSAGES.confirmMismatch,
  invalid_nickname_format: MESSAGES.nicknameFormat,
  invalid_payee_name_format: MESSAGES.payeeNameFormat,
  invalid_email_format: MESSAGES.emailFormat,
  invalid_mobile_format: MESSAGES.mobileFormat,
  invalid_id_number_format: MESSAGES.idNumberFormat,
  invalid_contact_format: MESSAGES.contactFormat,
  referrer_link_error: MESSAGES.referrer,
  invitation_code_error: MESSAGES.invitation,
  verification_code_error: MESSAGES.verificationCode,
  in_vwrite_code: MESSAGES.captchaRequired,
  age_confirmation_required: MESSAGES.ageConfirmation,
  feedback_length: MESSAGES.feedbackLength,
  feedback_type_required: MESSAGES.feedbackType,
  loginCaptchaRequired: MESSAGES.captchaRequired,
  feedbackCaptchaRequired: MESSAGES.feedbackCaptchaRequired,
  mobileNumberInvalid: MESSAGES.mobileFormat,
  emailTooLong: MESSAGES.emailFormat,
  feedbackContentLength: MESSAGES.feedbackLength,
  newPasswordConfirmationRequired: MESSAGES.confirmRequired,
  newPasswordConfirmationMismatch: MESSAGES.confirmMismatch,
  newPasswordSameAsOld: MESSAGES.sameAsOld,
  uploadTypeInvalid: MESSAGES.uploadType,
  uploadTooLarge: MESSAGES.uploadSize,
  uploadTooMany: MESSAGES.uploadCount,
  commentTooLong: MESSAGES.commentLength,
};
