import type { MessageId } from '../messages/message-catalogue';
import { errorMessageIdOf, failureCodeOf } from './error-catalogue';

/**
 * One field a refusal names (`value.fields` of 400 VALIDATION_FAILED and of some other refusals):
 * the payload field and the message key to show under it (e.g. `invalid_password_format`,
 * `feedback_length`, `in_vwrite_code`), which the app translates.
 */
export interface FieldProblem {
  readonly field: string;
  readonly messageKey: string;
}

/**
 * Failures that never reached the platform, got no usable answer, or that the platform itself
 * failed on (500 INTERNAL_ERROR): trying again may work, so the form offers Try again.
 */
export const RETRYABLE_ERROR_CODES: readonly string[] = ['NETWORK', 'TIMEOUT', 'BAD_RESPONSE', 'INTERNAL_ERROR'];

/** Whether trying a failed call again may work (a transport failure, or the platform's own failure: a 5xx without a known refusal). */
export function isRetryableFailure(errorCode: string | null | undefined, status: number | null = null): boolean {
  const code = failureCodeOf(errorCode, status);
  return code !== null && RETRYABLE_ERROR_CODES.includes(code);
}

function recordOf(value: unknown): Readonly<Record<string, unknown>> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function isFieldProblem(value: unknown): value is FieldProblem {
  const record = recordOf(value);
  return record !== null && typeof record['field'] === 'string' && typeof record['messageKey'] === 'string' && record['messageKey'] !== '';
}

/** Reads `value.fields` of a refusal; anything malformed is skipped, so bad data never throws. */
export function fieldProblemsOf(value: unknown): readonly FieldProblem[] {
  const fields = recordOf(value)?.['fields'];
  return Array.isArray(fields) ? fields.filter(isFieldProblem) : [];
}

/** Tells whether a refusal asks the form to show (or renew) its captcha (`value.captcha: true`). */
export function refusalAsksForCaptcha(value: unknown): boolean {
  return recordOf(value)?.['captcha'] === true;
}

/**
 * How a form shows a failed call (SPEC §8, issue 7): a transport failure offers Retry beside its
 * message; a refusal naming fields puts each message under its field (the first one is focused);
 * any other refusal shows the catalogue's message above the submit button. `captcha` says the
 * platform wants the captcha shown again (a captcha is single-use: the form loads a new one).
 */
export type FormFailure =
  | { readonly kind: 'retry'; readonly messageId: MessageId; readonly captcha: boolean }
  | { readonly kind: 'fields'; readonly messageId: MessageId; readonly problems: readonly FieldProblem[]; readonly captcha: boolean }
  | { readonly kind: 'message'; readonly messageId: MessageId; readonly captcha: boolean };

/**
 * Classifies a failed call of a form by its error code, the refusal's `value` and, when known, the
 * HTTP status (a 5xx with a code the catalogue lacks is the platform's failure: Try again).
 */
export function formFailureOf(errorCode: string | null | undefined, value: unknown, status: number | null = null): FormFailure {
  const messageId = errorMessageIdOf(failureCodeOf(errorCode, status));
  const captcha = refusalAsksForCaptcha(value);
  if (isRetryableFailure(errorCode, status)) return { kind: 'retry', messageId, captcha };
  const problems = fieldProblemsOf(value);
  return problems.length > 0 ? { kind: 'fields', messageId, problems, captcha } : { kind: 'message', messageId, captcha };
}

/**
 * The message to show under each form field a refusal names, for the fields the form has (a
 * payload name that differs from the form's is mapped by `fieldAliases`, e.g. confirmNewPassword →
 * confirmPassword); the first problem wins per field. Problems of fields the form lacks are dropped.
 */
export function fieldMessagesOf<F extends string>(
  problems: readonly FieldProblem[],
  formFields: readonly F[],
  fieldAliases: Readonly<Record<string, F>> = {},
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const problem of problems) {
    const field = Object.hasOwn(fieldAliases, problem.field) ? fieldAliases[problem.field] : (problem.field as F);
    if (field !== undefined && formFields.includes(field) && messages[field] === undefined) messages[field] = problem.messageKey;
  }
  return messages;
}
