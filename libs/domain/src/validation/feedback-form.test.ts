import { describe, expect, it } from 'vitest';
import { FEEDBACK_QUESTION_TYPES, FEEDBACK_TYPE_UNSET, feedbackDecision, feedbackTypeOf } from './feedback-form';

describe('FEEDBACK_QUESTION_TYPES', () => {
  it('numbers the question types as the spec does', () => {
    expect(Object.fromEntries(FEEDBACK_QUESTION_TYPES.map(({ key, type }) => [key, type]))).toEqual({
      deposit_issues: 1,
      withdraw_issues: 2,
      game_issues: 3,
      service_issues: 4,
      apply_issues: 6,
      other_issues: 0,
    });
    expect(FEEDBACK_TYPE_UNSET).toBe(-1);
  });
});

describe('feedbackTypeOf', () => {
  it('reads a picker value back as its type number', () => {
    expect(feedbackTypeOf('6')).toBe(6);
    expect(feedbackTypeOf(0)).toBe(0);
  });

  it('treats anything else as none chosen', () => {
    expect(feedbackTypeOf('')).toBe(-1);
    expect(feedbackTypeOf('5')).toBe(-1);
    expect(feedbackTypeOf('-1')).toBe(-1);
  });
});

describe('feedbackDecision', () => {
  const twenty = 'a'.repeat(20);

  it('sends 20 characters with the type and the captcha, trimmed', () => {
    expect(feedbackDecision({ type: 3, content: `  ${twenty}  `, captcha: ' 12345 ' })).toEqual({
      kind: 'submit',
      body: { content: twenty, type: 3, captcha: '12345' },
    });
  });

  it('refuses 19 characters (spaces around do not count) and focuses the content', () => {
    expect(feedbackDecision({ type: -1, content: `${'a'.repeat(19)}   `, captcha: '1' })).toEqual({
      kind: 'invalid',
      firstInvalidField: 'content',
      results: { content: { valid: false, message: 'form.feedbackLength' }, captcha: { valid: true } },
    });
  });

  it('refuses more than 200 characters', () => {
    expect(feedbackDecision({ type: 0, content: 'a'.repeat(201), captcha: '1' })).toMatchObject({ firstInvalidField: 'content' });
    expect(feedbackDecision({ type: 0, content: 'a'.repeat(200), captcha: '1' }).kind).toBe('submit');
  });

  it('always asks for the captcha', () => {
    expect(feedbackDecision({ type: 1, content: twenty, captcha: '' })).toEqual({
      kind: 'invalid',
      firstInvalidField: 'captcha',
      results: { content: { valid: true }, captcha: { valid: false, message: 'form.feedbackCaptchaRequired' } },
    });
  });
});
