import { describe, expect, it } from 'vitest';
import { PlatformError } from '@gp/api-client';
import { FormFeedback, formFailureOfError } from './form-feedback';

const FIELDS = ['newPassword', 'confirmPassword', 'captcha'] as const;
const make = () => new FormFeedback<(typeof FIELDS)[number]>(FIELDS, { aliases: { confirmNewPassword: 'confirmPassword' }, captchaField: 'captcha' });

describe('FormFeedback', () => {
  it('shows the messages of a failed check and asks to focus its first invalid field, anew each time', () => {
    const form = make();
    form.showChecks({ newPassword: { valid: true }, confirmPassword: { valid: false, message: 'mismatch' } }, 'confirmPassword');
    expect(form.errors).toEqual({ confirmPassword: 'mismatch' });
    const first = form.focus;
    form.showChecks({ confirmPassword: { valid: false, message: 'mismatch' } }, 'confirmPassword');
    expect(form.focus?.field).toBe('confirmPassword');
    expect(form.focus?.key).not.toBe(first?.key);
  });

  it('clears one field’s message when it is typed in, and everything on clear', () => {
    const form = make();
    form.showChecks({ newPassword: { valid: false, message: 'a' }, confirmPassword: { valid: false, message: 'b' } }, 'newPassword');
    form.clearError('newPassword');
    form.clearError('captcha');
    expect(form.errors).toEqual({ confirmPassword: 'b' });
    form.notify('feedback.sent');
    form.clear();
    expect(form.errors).toEqual({});
    expect(form.alert).toBeNull();
  });

  it('puts the fields the platform names under them (through aliases), focusing the first', () => {
    const form = make();
    const failure = form.showFailure(
      new PlatformError('CONFIRMATION_MISMATCH', 'x', 400, { fields: [{ field: 'confirmNewPassword', messageKey: 'in_confirmation_correct' }] }),
    );
    expect(failure.kind).toBe('fields');
    expect(form.errors).toEqual({ confirmPassword: 'in_confirmation_correct' });
    expect(form.focus?.field).toBe('confirmPassword');
    expect(form.alert).toBeNull();
  });

  it('shows a refused captcha answer under the captcha field', () => {
    const form = make();
    form.showFailure(new PlatformError('VERIFICATION_CODE_ERROR', 'x', 400, { captcha: true }));
    expect(form.errors).toEqual({ captcha: 'error.verificationCode' });
    expect(form.focus?.field).toBe('captcha');
  });

  it('offers Retry for a network failure and shows other refusals as the alert', () => {
    const form = make();
    form.showFailure(new PlatformError('TIMEOUT', 'slow'));
    expect(form.alert).toEqual({ tone: 'error', messageId: 'error.timeout', retry: true });
    form.showFailure(new PlatformError('RATE_LIMITED', 'wait', 429, { fields: [{ field: 'elsewhere', messageKey: 'k' }] }));
    expect(form.alert).toEqual({ tone: 'error', messageId: 'error.rateLimited', retry: false });
    form.showFailure(new Error('boom'));
    expect(form.alert?.messageId).toBe('error.unknown');
  });

  it('puts one message under one field on request', () => {
    const form = make();
    form.showFieldError('newPassword', 'error.oldPasswordIncorrect');
    expect(form.errors).toEqual({ newPassword: 'error.oldPasswordIncorrect' });
    expect(form.focus?.field).toBe('newPassword');
  });
});

describe('formFailureOfError', () => {
  it('classifies anything thrown', () => {
    expect(formFailureOfError(new PlatformError('NETWORK', 'x')).kind).toBe('retry');
    expect(formFailureOfError('nope')).toEqual({ kind: 'message', messageId: 'error.unknown', captcha: false });
  });

  it('reads a 5xx answer as the platform’s failure, with Retry, whatever its code', () => {
    expect(formFailureOfError(new PlatformError('INTERNAL_ERROR', 'x', 500))).toEqual({ kind: 'retry', messageId: 'error.server', captcha: false });
    expect(formFailureOfError(new PlatformError('UNKNOWN', 'x', 502))).toEqual({ kind: 'retry', messageId: 'error.server', captcha: false });
  });
});
