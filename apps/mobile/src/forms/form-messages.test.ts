import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, PLATFORM_MESSAGE_KEYS, messageOf, type MessageId } from '@gp/domain';
import { UNKNOWN_FIELD_MESSAGE, formMessageOf } from './use-form-text';

/** The English text a form message key shows. */
const englishOf = (key: string) => messageOf(formMessageOf(key).id as MessageId).defaultMessage;

describe('form messages', () => {
  it('give a text to every message id of the error catalogue', () => {
    const missing = Object.values(ERROR_CATALOGUE).filter((id) => id !== UNKNOWN_FIELD_MESSAGE.id && formMessageOf(id).id === UNKNOWN_FIELD_MESSAGE.id);
    expect(missing).toEqual([]);
  });

  it('give a text to every key the platform sends', () => {
    const missing = Object.keys(PLATFORM_MESSAGE_KEYS).filter((key) => PLATFORM_MESSAGE_KEYS[key] !== UNKNOWN_FIELD_MESSAGE.id && formMessageOf(key).id === UNKNOWN_FIELD_MESSAGE.id);
    expect(missing).toEqual([]);
  });

  it('say each catalogue message in its spec wording', () => {
    expect(englishOf('in_confirmation_correct')).toBe('Confirmation password not matched');
    expect(englishOf(ERROR_CATALOGUE.TRIAL_NOT_ALLOWED)).toBe('Please login an actual account to use this function');
  });

  it('look up a catalogue id, then a platform key, else the fallback', () => {
    expect(formMessageOf('feedback_length')).toEqual({ id: 'form.feedbackLength' });
    expect(formMessageOf('error.network')).toEqual({ id: 'error.network' });
    expect(formMessageOf('constructor')).toEqual(UNKNOWN_FIELD_MESSAGE);
    expect(formMessageOf('something_new')).toEqual(UNKNOWN_FIELD_MESSAGE);
  });
});
