/**
 * Message ids returned by the fixed checks of this folder (SPEC §5, §8). Ids in snake case are the
 * spec's own; ids in lowerCamel are ours and stand for the English wording quoted beside them,
 * because the spec gives only that wording. Rule-set checks return the server rule's message instead.
 */
export const VALIDATION_MESSAGE_IDS = {
  /** Registration: confirm password left empty. */
  confirmPasswordRequired: 'in_incorrect_password',
  /** Registration: confirm password differs from the password. */
  confirmPasswordMismatch: 'in_confirmation_correct',
  /** Registration captcha missing while shown. */
  captchaRequired: 'in_vwrite_code',
  /** Login captcha missing while shown: 'please enter the code'. */
  loginCaptchaRequired: 'loginCaptchaRequired',
  /** Feedback captcha missing: 'Enter a captcha'. */
  feedbackCaptchaRequired: 'feedbackCaptchaRequired',
  /** The platform refused the invitation (affiliate) code. */
  invitationCodeInvalid: 'invitation_code_error',
  /** Mobile number not 10 to 11 digits: 'Please enter a valid mobile number'. */
  mobileNumberInvalid: 'mobileNumberInvalid',
  /** E-mail of 255 characters or more: the wording table's 'e-mail format incorrect'. */
  emailTooLong: 'emailTooLong',
  /** Feedback content outside 20 to 200 characters: 'The content is between 20 and 200 words'. */
  feedbackContentLength: 'feedbackContentLength',
  /** Change password: confirmation left empty: 'Enter password'. */
  newPasswordConfirmationRequired: 'newPasswordConfirmationRequired',
  /** Change password: confirmation differs: 'Confirmation password not matched'. */
  newPasswordConfirmationMismatch: 'newPasswordConfirmationMismatch',
  /** Change password dialog: 'The new password and the old password cannot be the same'. */
  newPasswordSameAsOld: 'newPasswordSameAsOld',
  /** Upload is not a png or jpg image: 'png or jpg only'. */
  uploadTypeInvalid: 'uploadTypeInvalid',
  /** Upload larger than 5 MB: 'max 5MB each'. */
  uploadTooLarge: 'uploadTooLarge',
  /** More than 3 images: 'at most 3 images'. */
  uploadTooMany: 'uploadTooMany',
  /** Activity comment longer than 140 characters: 'max 140 characters'. */
  commentTooLong: 'commentTooLong',
} as const;

/** Any message id a fixed check of this folder can return. */
export type ValidationMessageId = (typeof VALIDATION_MESSAGE_IDS)[keyof typeof VALIDATION_MESSAGE_IDS];
