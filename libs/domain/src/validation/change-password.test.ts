import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_FIELDS, changePasswordDecision, isOldPasswordFieldShown } from './change-password';
import type { FieldRuleSet } from './field-rules';

const rules: FieldRuleSet = {
  loginPassword: { enabled: true, required: true, pattern: '^.{6,}$', message: 'in_login_password' },
  password: { enabled: true, required: false, pattern: '^[A-Za-z0-9]{6,20}$', message: 'in_password_format' },
};

describe('isOldPasswordFieldShown', () => {
  it('shows the old-password field only when no password is held in memory from login', () => {
    expect(isOldPasswordFieldShown(undefined)).toBe(true);
    expect(isOldPasswordFieldShown(null)).toBe(true);
    expect(isOldPasswordFieldShown('')).toBe(true);
    expect(isOldPasswordFieldShown('Demo1234')).toBe(false);
  });
});

describe('changePasswordDecision', () => {
  it('sends the payload with the typed old password when the field is shown', () => {
    const form = { oldPassword: 'Demo1234', newPassword: 'Better99', confirmPassword: 'Better99' };
    expect(changePasswordDecision(rules, form, undefined)).toEqual({
      kind: 'submit',
      payload: { oldPassword: 'Demo1234', newPassword: 'Better99', confirmNewPassword: 'Better99' },
    });
  });

  it('takes the old password from memory and ignores the hidden field', () => {
    const form = { oldPassword: '', newPassword: 'Better99', confirmPassword: 'Better99' };
    expect(changePasswordDecision(rules, form, 'Demo1234')).toEqual({
      kind: 'submit',
      payload: { oldPassword: 'Demo1234', newPassword: 'Better99', confirmNewPassword: 'Better99' },
    });
  });

  it("checks the old password by the login-password rules only when shown", () => {
    const form = { oldPassword: '123', newPassword: 'Better99', confirmPassword: 'Better99' };
    const decision = changePasswordDecision(rules, form, null);
    expect(decision).toMatchObject({ kind: 'invalid', firstInvalidField: 'oldPassword' });
    expect(decision.kind === 'invalid' && decision.results.oldPassword).toEqual({
      valid: false,
      reason: 'pattern',
      message: 'in_login_password',
    });
  });

  it("requires the confirmation ('Enter password') and equality ('Confirmation password not matched')", () => {
    const missing = changePasswordDecision(rules, { oldPassword: '', newPassword: 'Better99', confirmPassword: '' }, 'Demo1234');
    expect(missing).toEqual({
      kind: 'invalid',
      firstInvalidField: 'confirmPassword',
      results: {
        oldPassword: { valid: true },
        newPassword: { valid: true },
        confirmPassword: { valid: false, message: 'form.confirmRequired' },
      },
    });
    const mismatch = changePasswordDecision(rules, { oldPassword: '', newPassword: 'Better99', confirmPassword: 'Better98' }, 'Demo1234');
    expect(mismatch.kind === 'invalid' && mismatch.results.confirmPassword).toEqual({
      valid: false,
      message: 'error.confirmationMismatch',
    });
  });

  it('checks the new password by the password rules, focusing the first invalid field', () => {
    const form = { oldPassword: '', newPassword: 'no spaces!', confirmPassword: 'x' };
    expect(changePasswordDecision(rules, form, 'Demo1234')).toMatchObject({ kind: 'invalid', firstInvalidField: 'newPassword' });
    expect(CHANGE_PASSWORD_FIELDS).toEqual(['oldPassword', 'newPassword', 'confirmPassword']);
  });

  it('opens the dialog and sends nothing when the new password equals the old one', () => {
    const sameAsOld = { kind: 'sameAsOld', dialogMessage: 'error.samePassword' };
    const typed = { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmPassword: 'Demo1234' };
    expect(changePasswordDecision(rules, typed, undefined)).toEqual(sameAsOld);
    const remembered = { oldPassword: '', newPassword: 'Demo1234', confirmPassword: 'Demo1234' };
    expect(changePasswordDecision(rules, remembered, 'Demo1234')).toEqual(sameAsOld);
  });

  it('lets everything through when the server sent no rules', () => {
    const form = { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' };
    expect(changePasswordDecision({}, form, undefined)).toMatchObject({ kind: 'submit' });
  });
});
