import { describe, expect, it } from 'vitest';
import { MESSAGES, isMessageId, messageIdOf } from '../messages/message-catalogue';
import { ERROR_CATALOGUE, endsSession, errorMessageIdOf, failureCodeOf, isKnownErrorCode } from './error-catalogue';

describe('error catalogue', () => {
  it('holds every wording of SPEC §8', () => {
    const wordings = Object.values(ERROR_CATALOGUE).map((id) => MESSAGES[id].defaultMessage);
    for (const wording of [
      'Invalid invitation code',
      'Please login an actual account to use this function',
      'You are not logged in, please login first',
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
      'Sorry, the user does not exist or is disabled',
      'Sorry, the username already exists',
      'Verification code error',
      'Account, password and e-mail format incorrect',
      'Confirmation password not matched',
      'Referrer link error',
      'Unknown error',
      'The requested url is empty',
      'The account has been logged out, please log in again',
      'The platform is under maintenance',
      'IP or location restricted access',
      'System upgrading, please try again later',
    ]) {
      expect(wordings).toContain(wording);
    }
  });

  it('maps the spec message keys', () => {
    for (const [code, key] of [
      ['INVALID_INVITATION_CODE', 'invitation_code_error'],
      ['CONFIRMATION_MISMATCH', 'in_confirmation_correct'],
      ['CAPTCHA_REQUIRED', 'in_vwrite_code'],
    ] as const) {
      expect(errorMessageIdOf(code)).toBe(messageIdOf(key));
    }
    expect(errorMessageIdOf('INVALID_INVITATION_CODE')).toBe('error.invitationCode');
  });

  it('shows Unknown error for a code it does not know', () => {
    expect(errorMessageIdOf('SOMETHING_NEW')).toEqual(ERROR_CATALOGUE.UNKNOWN);
    expect(MESSAGES[errorMessageIdOf(null)].defaultMessage).toBe('Unknown error');
    expect(isKnownErrorCode('toString')).toBe(false);
  });

  it('names a message of the catalogue for every code', () => {
    expect(Object.values(ERROR_CATALOGUE).filter((id) => !isMessageId(id))).toEqual([]);
  });
});

describe('failureCodeOf', () => {
  it('reads a 5xx answer without a known code as the platform’s failure', () => {
    expect(failureCodeOf('UNKNOWN', 500)).toBe('INTERNAL_ERROR');
    expect(failureCodeOf('SOMETHING_NEW', 502)).toBe('INTERNAL_ERROR');
    expect(failureCodeOf(null, 500)).toBe('INTERNAL_ERROR');
    expect(MESSAGES[errorMessageIdOf(failureCodeOf(null, 500))].defaultMessage).toBe('Something went wrong on our side. Please try again');
  });

  it('keeps every other code as it is', () => {
    expect(failureCodeOf('MAINTENANCE', 503)).toBe('MAINTENANCE');
    expect(failureCodeOf('SOMETHING_NEW', 400)).toBe('SOMETHING_NEW');
    expect(failureCodeOf('NETWORK', null)).toBe('NETWORK');
    expect(failureCodeOf(undefined, null)).toBeNull();
  });
});

describe('session-ending codes', () => {
  it('are the expired and not-logged-in answers, and nothing else', () => {
    expect(endsSession('SESSION_EXPIRED')).toBe(true);
    expect(endsSession('NOT_LOGGED_IN')).toBe(true);
    expect(endsSession('LOGIN_FAILED')).toBe(false);
    expect(endsSession(null)).toBe(false);
  });
});
