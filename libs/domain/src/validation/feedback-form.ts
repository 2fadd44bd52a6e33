import { captchaCheck } from './captcha-check';
import type { FieldCheck } from './field-check';
import { feedbackContentCheck } from './feedback-checks';

/**
 * The question types of the feedback picker (SPEC §3), in picker order, each with the number the
 * payload's `type` carries: deposit 1, withdrawal 2, game 3, service 4, application 6, other 0.
 */
export const FEEDBACK_QUESTION_TYPES = [
  { key: 'deposit_issues', type: 1 },
  { key: 'withdraw_issues', type: 2 },
  { key: 'game_issues', type: 3 },
  { key: 'service_issues', type: 4 },
  { key: 'apply_issues', type: 6 },
  { key: 'other_issues', type: 0 },
] as const;

/** One question type's key ('deposit_issues' ...). */
export type FeedbackQuestionKey = (typeof FEEDBACK_QUESTION_TYPES)[number]['key'];

/** The payload's `type` while no question type is chosen (SPEC §3: unset = -1). */
export const FEEDBACK_TYPE_UNSET = -1;

/** A question type number, or -1 for none chosen. */
export type FeedbackTypeValue = (typeof FEEDBACK_QUESTION_TYPES)[number]['type'] | typeof FEEDBACK_TYPE_UNSET;

/** Reads a picker value back as a type number; anything unknown counts as none chosen. */
export function feedbackTypeOf(value: string | number): FeedbackTypeValue {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  const known = FEEDBACK_QUESTION_TYPES.find((entry) => entry.type === number);
  return known === undefined ? FEEDBACK_TYPE_UNSET : known.type;
}

/** What the feedback form holds when the player confirms. */
export interface FeedbackForm {
  readonly type: FeedbackTypeValue;
  readonly content: string;
  readonly captcha: string;
}

/** Fields of the feedback form, in screen order (the picker always passes: none chosen is allowed). */
export const FEEDBACK_FIELDS = ['content', 'captcha'] as const;

/** One checked field of the feedback form. */
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

/** The feedback body without the sender, which the caller adds (SPEC §3 'Feedback payload'). */
export interface FeedbackRequestBody {
  readonly content: string;
  readonly type: FeedbackTypeValue;
  readonly captcha: string;
}

/** What confirming feedback leads to: inline errors with the field to focus, or the body to send. */
export type FeedbackDecision =
  | { readonly kind: 'invalid'; readonly results: Readonly<Record<FeedbackField, FieldCheck>>; readonly firstInvalidField: FeedbackField }
  | { readonly kind: 'submit'; readonly body: FeedbackRequestBody };

/**
 * Decides what confirming feedback does (SPEC §5): the content, trimmed as the platform trims it,
 * of 20 to 200 characters ('The content is between 20 and 200 words'), and the captcha filled
 * ('Enter a captcha'; the feedback captcha is always shown). Else the body, content and captcha trimmed.
 */
export function feedbackDecision(form: FeedbackForm): FeedbackDecision {
  const content = form.content.trim();
  const results = { content: feedbackContentCheck(content), captcha: captchaCheck(form.captcha, true, 'feedback') };
  const firstInvalidField = FEEDBACK_FIELDS.find((field) => !results[field].valid);
  if (firstInvalidField !== undefined) return { kind: 'invalid', results, firstInvalidField };
  return { kind: 'submit', body: { content, type: form.type, captcha: form.captcha.trim() } };
}
