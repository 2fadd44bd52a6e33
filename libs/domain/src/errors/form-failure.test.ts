import { describe, expect, it } from 'vitest';
import { fieldMessagesOf, fieldProblemsOf, formFailureOf, isRetryableFailure, refusalAsksForCaptcha } from './form-failure';

describe('fieldProblemsOf', () => {
  it('reads the fields a refusal names', () => {
    expect(fieldProblemsOf({ fields: [{ field: 'content', messageKey: 'feedback_length' }] })).toEqual([
      { field: 'content', messageKey: 'feedback_length' },
    ]);
  });

  it('skips malformed entries and malformed values', () => {
    expect(fieldProblemsOf({ fields: [null, 'x', { field: 'a' }, { field: 'b', messageKey: '' }, { field: 'c', messageKey: 'k' }] })).toEqual([
      { field: 'c', messageKey: 'k' },
    ]);
    expect(fieldProblemsOf(null)).toEqual([]);
    expect(fieldProblemsOf('fields')).toEqual([]);
    expect(fieldProblemsOf({ fields: 'content' })).toEqual([]);
  });
});

describe('refusalAsksForCaptcha', () => {
  it('is true only for value.captcha true', () => {
    expect(refusalAsksForCaptcha({ captcha: true })).toBe(true);
    expect(refusalAsksForCaptcha({ captcha: 'yes' })).toBe(false);
    expect(refusalAsksForCaptcha(undefined)).toBe(false);
  });
});

describe('formFailureOf', () => {
  it('offers Retry for network failures, timeouts and unusable answers', () => {
    expect(formFailureOf('NETWORK', null)).toEqual({ kind: 'retry', messageId: 'error.network', captcha: false });
    expect(formFailureOf('TIMEOUT', null)).toEqual({ kind: 'retry', messageId: 'error.timeout', captcha: false });
    expect(formFailureOf('BAD_RESPONSE', null)).toEqual({ kind: 'retry', messageId: 'error.server', captcha: false });
  });

  it('offers Retry with a clear message, not "Unknown error", when the platform itself failed', () => {
    expect(formFailureOf('INTERNAL_ERROR', null, 500)).toEqual({ kind: 'retry', messageId: 'error.server', captcha: false });
    expect(formFailureOf('INTERNAL_ERROR', null)).toEqual({ kind: 'retry', messageId: 'error.server', captcha: false });
    expect(formFailureOf('UNKNOWN', null, 500)).toEqual({ kind: 'retry', messageId: 'error.server', captcha: false });
    expect(formFailureOf('DATABASE_LOCKED', null, 503)).toEqual({ kind: 'retry', messageId: 'error.server', captcha: false });
  });

  it('keeps a 5xx refusal the catalogue knows as that refusal', () => {
    expect(formFailureOf('SYSTEM_UPGRADING', null, 503)).toEqual({ kind: 'message', messageId: 'error.systemUpgrading', captcha: false });
    expect(formFailureOf('DATABASE_LOCKED', null, 409)).toEqual({ kind: 'message', messageId: 'error.unknown', captcha: false });
  });

  it('puts named fields under their fields', () => {
    expect(formFailureOf('VALIDATION_FAILED', { fields: [{ field: 'content', messageKey: 'feedback_length' }] })).toEqual({
      kind: 'fields',
      messageId: 'error.credentialsFormat',
      problems: [{ field: 'content', messageKey: 'feedback_length' }],
      captcha: false,
    });
  });

  it('shows other refusals by their catalogue message, with the captcha flag', () => {
    expect(formFailureOf('VERIFICATION_CODE_ERROR', { captcha: true })).toEqual({
      kind: 'message',
      messageId: 'error.verificationCode',
      captcha: true,
    });
    expect(formFailureOf(undefined, null)).toEqual({ kind: 'message', messageId: 'error.unknown', captcha: false });
    expect(formFailureOf(null, null).messageId).toBe('error.unknown');
  });
});

describe('isRetryableFailure', () => {
  it('is true for transport failures and the platform’s own failures, false for refusals', () => {
    expect(isRetryableFailure('TIMEOUT')).toBe(true);
    expect(isRetryableFailure('INTERNAL_ERROR')).toBe(true);
    expect(isRetryableFailure('SOMETHING_NEW', 503)).toBe(true);
    expect(isRetryableFailure('TRIAL_NOT_ALLOWED', 403)).toBe(false);
    expect(isRetryableFailure(null)).toBe(false);
  });
});

describe('fieldMessagesOf', () => {
  it('maps each problem to a form field, through aliases, first problem winning', () => {
    const problems = [
      { field: 'confirmNewPassword', messageKey: 'in_confirmation_correct' },
      { field: 'newPassword', messageKey: 'invalid_password_format' },
      { field: 'newPassword', messageKey: 'second' },
      { field: 'elsewhere', messageKey: 'dropped' },
    ];
    expect(fieldMessagesOf(problems, ['newPassword', 'confirmPassword'], { confirmNewPassword: 'confirmPassword' })).toEqual({
      newPassword: 'invalid_password_format',
      confirmPassword: 'in_confirmation_correct',
    });
    expect(fieldMessagesOf(problems, ['newPassword'])).toEqual({ newPassword: 'invalid_password_format' });
  });
});
