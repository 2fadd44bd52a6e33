import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, VALIDATION_MESSAGE_IDS } from '@gp/domain';
import { ERROR_MESSAGES } from './error-messages';
import { FIELD_MESSAGES, UNKNOWN_FIELD_MESSAGE } from './field-messages';
import { formMessageOf } from './use-form-text';

describe('form messages', () => {
  it('give a text to every message id of the error catalogue', () => {
    const missing = Object.values(ERROR_CATALOGUE)
      .map((entry) => entry.messageId)
      .filter((id) => !Object.hasOwn(ERROR_MESSAGES, id));
    expect(missing).toEqual([]);
  });

  it('give a text to every id of the domain checks', () => {
    const missing = Object.values(VALIDATION_MESSAGE_IDS).filter((id) => formMessageOf(id) === UNKNOWN_FIELD_MESSAGE);
    expect(missing).toEqual([]);
  });

  it('say each catalogue message in its spec wording', () => {
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      expect(ERROR_MESSAGES[entry.messageId]?.defaultMessage).toBe(entry.wording);
    }
  });

  it('look up a form’s own messages first, then field keys, then errors, else the fallback', () => {
    const own = { feedback_length: { id: 'x.own', defaultMessage: 'Own' } };
    expect(formMessageOf('feedback_length', own).id).toBe('x.own');
    expect(formMessageOf('feedback_length')).toBe(FIELD_MESSAGES['feedback_length']);
    expect(formMessageOf('error.network')).toBe(ERROR_MESSAGES['error.network']);
    expect(formMessageOf('constructor')).toBe(UNKNOWN_FIELD_MESSAGE);
    expect(formMessageOf('something_new')).toBe(UNKNOWN_FIELD_MESSAGE);
  });
});
