import { describe, expect, it } from 'vitest';
import type { FieldRuleSet } from './field-rules';
import { paymentPasswordDecision } from './payment-password';

const rules: FieldRuleSet = {
  loginPassword: { enabled: true, required: true, pattern: '^.{6,}$', message: 'in_login_password' },
  // As the registration field is: optional there, with the password pattern.
  paymentPassword: { enabled: true, required: false, pattern: '^[A-Za-z0-9]{6,20}$', message: 'invalid_password_format' },
};

const filled = { loginPassword: 'Demo1234', paymentPassword: 'Pay1234', confirmPaymentPassword: 'Pay1234' };

describe('paymentPasswordDecision', () => {
  it('sends the three fields as typed', () => {
    expect(paymentPasswordDecision(rules, filled)).toEqual({ kind: 'submit', payload: filled });
  });

  it('requires the payment password although the registration rule lets it be left out', () => {
    const decision = paymentPasswordDecision(rules, { ...filled, paymentPassword: '', confirmPaymentPassword: '' });
    expect(decision).toMatchObject({ kind: 'invalid', firstInvalidField: 'paymentPassword' });
    expect(decision.kind === 'invalid' && decision.results.paymentPassword).toEqual({ valid: false, message: 'form.paymentPasswordRequired' });
  });

  it("requires it even where the merchant switched the registration field off", () => {
    const off = { ...rules, paymentPassword: { enabled: false, required: false, pattern: null, message: 'x' } };
    expect(paymentPasswordDecision(off, { ...filled, paymentPassword: ' ', confirmPaymentPassword: ' ' })).toMatchObject({ kind: 'invalid', firstInvalidField: 'paymentPassword' });
    expect(paymentPasswordDecision(off, { ...filled, paymentPassword: 'x', confirmPaymentPassword: 'x' })).toMatchObject({ kind: 'submit' });
  });

  it("checks the payment password by the merchant's rule", () => {
    const decision = paymentPasswordDecision(rules, { ...filled, paymentPassword: 'pay', confirmPaymentPassword: 'pay' });
    expect(decision.kind === 'invalid' && decision.results.paymentPassword).toEqual({ valid: false, reason: 'pattern', message: 'invalid_password_format' });
  });

  it('refuses the login password as the payment password', () => {
    const decision = paymentPasswordDecision(rules, { ...filled, paymentPassword: 'Demo1234', confirmPaymentPassword: 'Demo1234' });
    expect(decision).toMatchObject({ kind: 'invalid', firstInvalidField: 'paymentPassword' });
    expect(decision.kind === 'invalid' && decision.results.paymentPassword).toEqual({ valid: false, message: 'form.paymentPasswordSameAsLogin' });
  });

  it('checks the login password by the login rule, and the confirmation last', () => {
    const decision = paymentPasswordDecision(rules, { loginPassword: '', paymentPassword: 'Pay1234', confirmPaymentPassword: 'Pay9999' });
    expect(decision).toMatchObject({
      kind: 'invalid',
      firstInvalidField: 'loginPassword',
      results: {
        loginPassword: { valid: false, message: 'form.loginPasswordRequired' },
        paymentPassword: { valid: true },
        confirmPaymentPassword: { valid: false, message: 'error.confirmationMismatch' },
      },
    });
    const short = paymentPasswordDecision(rules, { ...filled, loginPassword: 'Demo' });
    expect(short.kind === 'invalid' && short.results.loginPassword).toEqual({ valid: false, reason: 'pattern', message: 'in_login_password' });
    const missing = paymentPasswordDecision(rules, { ...filled, confirmPaymentPassword: '' });
    expect(missing.kind === 'invalid' && missing.results.confirmPaymentPassword).toEqual({ valid: false, message: 'form.confirmRequired' });
  });
});
