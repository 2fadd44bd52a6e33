import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE_IDS } from './message-ids';

describe('VALIDATION_MESSAGE_IDS', () => {
  it("keeps the spec's own ids", () => {
    expect(VALIDATION_MESSAGE_IDS).toMatchObject({
      confirmPasswordRequired: 'in_incorrect_password',
      confirmPasswordMismatch: 'in_confirmation_correct',
      captchaRequired: 'in_vwrite_code',
      invitationCodeInvalid: 'invitation_code_error',
    });
  });

  it('gives every check its own stable id', () => {
    const ids = Object.values(VALIDATION_MESSAGE_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z][A-Za-z_]*$/.test(id))).toBe(true);
  });
});
