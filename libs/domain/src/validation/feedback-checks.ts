import { LIMITS } from '../constants/limits';
import { FIELD_VALID, fieldInvalid, isBlank } from './field-check';
import type { FieldCheck } from './field-check';

/**
 * How long feedback content is, in the unit the counter and the check share: UTF-16 code units,
 * the same unit a text area's maxlength counts, so the counter never disagrees with the input limit.
 */
function contentLength(content: string): number {
  return content.length;
}

/**
 * Feedback content of 20 to 200 characters, inclusive (SPEC §5); otherwise 'feedbackContentLength',
 * standing for 'The content is between 20 and 200 words' (the spec's wording says words, its rule
 * says characters; characters are counted).
 */
export function feedbackContentCheck(content: string): FieldCheck<'form.feedbackLength'> {
  const length = contentLength(content);
  const withinBounds = length >= LIMITS.feedbackMinLength && length <= LIMITS.feedbackMaxLength;
  return withinBounds ? FIELD_VALID : fieldInvalid('form.feedbackLength');
}

/** The counter under the feedback text area: 'n/200', n being the characters typed so far. */
export function feedbackCounterText(content: string): string {
  return `${contentLength(content)}/${LIMITS.feedbackMaxLength}`;
}

/** Decides whether the feedback confirm button is enabled: only when the content is not empty (blank counts as empty). */
export function isFeedbackSubmitEnabled(content: string): boolean {
  return !isBlank(content);
}
