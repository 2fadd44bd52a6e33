import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, MESSAGES, PLATFORM_MESSAGE_KEYS } from '@gp/domain';
import { UNKNOWN_FIELD_MESSAGE, formMessageOf } from './use-form-text';

describe('form messages', () => {
  it('give a text to every message id of the error catalogue', () => {
    const missing = Object.values(ERROR_CATALOGUE).filter((id) => formMessageOf(id) === UNKNOWN_FIELD_MESSAGE);
    expect(missing).toEqual([]);
  });

  it('give a text to every key the platform sends', () => {
    const missing = Object.keys(PLATFORM_MESSAGE_KEYS).filter((key) => formMessageOf(key) === UNKNOWN_FIELD_MESSAGE);
    expect(missing).toEqual([]);
  });

  it('say each catalogue message in its spec wording', () => {
    expect(formMessageOf('in_confirmation_correct').defaultMessage).toBe('Confirmation password not matched');
    expect(formMessageOf(ERROR_CATALOGUE.TRIAL_NOT_ALLOWED).defaultMessage).toBe('Please login an actual account to use this function');
  });

  it('look up a catalogue id, then a platform key, else the fallback', () => {
    expect(formMessageOf('feedback_length')).toBe(MESSAGES['form.feedbackLength']);
    expect(formMessageOf('error.network')).toBe(MESSAGES['error.network']);
    expect(formMessageOf('constructor')).toBe(UNKNOWN_FIELD_MESSAGE);
    expect(formMessageOf('something_new')).toBe(UNKNOWN_FIELD_MESSAGE);
  });
});
