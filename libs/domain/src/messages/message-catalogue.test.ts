import { describe, expect, it } from 'vitest';
import { MESSAGES, PLATFORM_MESSAGE_KEYS, isMessageId, messageIdOf, messageOf } from './message-catalogue';

describe('message catalogue', () => {
  it('keys every message by its own id, with an English text and a note', () => {
    for (const [key, message] of Object.entries(MESSAGES)) {
      expect(message.id).toBe(key);
      expect(message.defaultMessage.trim()).not.toBe('');
      expect(message.description.trim()).not.toBe('');
    }
    expect(messageOf('error.unknown').defaultMessage).toBe('Unknown error');
  });

  it("understands the spec's own message keys", () => {
    expect(messageIdOf('in_incorrect_password')).toBe('form.confirmRequired');
    expect(messageIdOf('in_confirmation_correct')).toBe('error.confirmationMismatch');
    expect(messageIdOf('in_vwrite_code')).toBe('error.captchaRequired');
    expect(messageIdOf('invitation_code_error')).toBe('error.invitationCode');
  });

  it('maps every platform key to a message, takes an id as it is, and anything else to the fallback', () => {
    expect(Object.values(PLATFORM_MESSAGE_KEYS).filter((id) => !isMessageId(id))).toEqual([]);
    expect(messageIdOf('error.network')).toBe('error.network');
    expect(messageIdOf('constructor')).toBe('form.invalidField');
    expect(messageIdOf('something_new')).toBe('form.invalidField');
    expect(isMessageId('toString')).toBe(false);
  });
});
