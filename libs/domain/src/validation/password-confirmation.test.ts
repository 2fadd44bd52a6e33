import { describe, expect, it } from 'vitest';
import { newPasswordConfirmationCheck, passwordConfirmationCheck } from './password-confirmation';

describe('passwordConfirmationCheck (registration)', () => {
  it('requires the confirmation (in_incorrect_password)', () => {
    expect(passwordConfirmationCheck('secret1', '')).toEqual({ valid: false, message: 'form.confirmRequired' });
    expect(passwordConfirmationCheck('secret1', '  ')).toEqual({ valid: false, message: 'form.confirmRequired' });
  });

  it('requires it to equal the password exactly (in_confirmation_correct)', () => {
    expect(passwordConfirmationCheck('secret1', 'Secret1')).toEqual({ valid: false, message: 'error.confirmationMismatch' });
    expect(passwordConfirmationCheck('secret1', 'secret1')).toEqual({ valid: true });
  });
});

describe('newPasswordConfirmationCheck (change password)', () => {
  it("requires the confirmation ('Enter password') and equality ('Confirmation password not matched')", () => {
    expect(newPasswordConfirmationCheck('new-pass', '')).toEqual({ valid: false, message: 'form.confirmRequired' });
    expect(newPasswordConfirmationCheck('new-pass', 'new-pas')).toEqual({ valid: false, message: 'error.confirmationMismatch' });
    expect(newPasswordConfirmationCheck('new-pass', 'new-pass')).toEqual({ valid: true });
  });
});
