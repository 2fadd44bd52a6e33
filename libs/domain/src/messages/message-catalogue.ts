import type { MessageDefinition } from './define-messages';
import { ERROR_MESSAGES } from './error-messages';
import { FIELD_MESSAGES } from './field-messages';
import { NOTICE_MESSAGES } from './notice-messages';
import { DEPOSIT_MESSAGES } from './deposit-messages';
import { RECORDS_MESSAGES } from './records-messages';
import { AGENT_MESSAGES } from './agent-messages';
import { RG_MESSAGES } from './rg-messages';

/**
 * Every message the domain and the stores can emit, each defined once with its English text; the
 * app formats them by id (react-intl) and `npm run messages` extracts them for translation.
 */
export const MESSAGES = { ...ERROR_MESSAGES, ...FIELD_MESSAGES, ...NOTICE_MESSAGES, ...DEPOSIT_MESSAGES, ...RECORDS_MESSAGES, ...AGENT_MESSAGES, ...RG_MESSAGES } as const;

/** The id of a message the domain or a store can emit; the compiler refuses any other. */
export type MessageId = keyof typeof MESSAGES;

/** Tells whether a key is the id of a catalogue message. */
export function isMessageId(key: string): key is MessageId {
  return Object.hasOwn(MESSAGES, key);
}

/** The definition (id, English text, translator note) of a catalogue message. */
export function messageOf(id: MessageId): MessageDefinition<MessageId> {
  return MESSAGES[id];
}

/**
 * The message of each key the platform sends in its field refusals and register rules
 * (`messageKey`, SPEC §5, §8), by that key.
 */
export const PLATFORM_MESSAGE_KEYS: Readonly<Record<string, MessageId>> = {
  invalid_account_format: 'form.accountFormat',
  invalid_password_format: 'form.passwordFormat',
  in_incorrect_password: 'form.confirmRequired',
  in_confirmation_correct: 'error.confirmationMismatch',
  invalid_nickname_format: 'form.nicknameFormat',
  invalid_payee_name_format: 'form.payeeNameFormat',
  invalid_email_format: 'form.emailFormat',
  invalid_mobile_format: 'form.mobileFormat',
  invalid_id_number_format: 'form.idNumberFormat',
  invalid_contact_format: 'form.contactFormat',
  referrer_link_error: 'error.referrerLink',
  invitation_code_error: 'error.invitationCode',
  verification_code_error: 'error.verificationCode',
  in_vwrite_code: 'error.captchaRequired',
  age_confirmation_required: 'register.error.ageConfirmation',
  birth_date_invalid: 'register.error.birthDateInvalid',
  under_minimum_age: 'register.error.underAge',
  rg_limit_range: 'rg.limitRange',
  rg_minutes_option: 'rg.optionRequired',
  rg_exclusion_length: 'rg.optionRequired',
  feedback_length: 'form.feedbackLength',
  feedback_type_required: 'form.feedbackType',
  upload_type: 'form.uploadType',
  upload_size: 'form.uploadSize',
  invalid_account_number_format: 'form.payoutAccountNumber',
  invalid_bank_code: 'form.payoutBank',
  payment_password_same_as_login: 'form.paymentPasswordSameAsLogin',
  contract_reason_length: 'agent.contract.reasonTooLong',
};

/**
 * The message to show for a form message key: a catalogue id as it is, a platform key by
 * `PLATFORM_MESSAGE_KEYS`; a key nobody knows reads 'Please check this field'.
 */
export function messageIdOf(key: string): MessageId {
  if (isMessageId(key)) return key;
  return Object.hasOwn(PLATFORM_MESSAGE_KEYS, key) ? (PLATFORM_MESSAGE_KEYS[key] ?? 'form.invalidField') : 'form.invalidField';
}
