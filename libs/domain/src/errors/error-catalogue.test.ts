import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, endsSession, errorEntryOf, isKnownErrorCode } from './error-catalogue';

describe('error catalogue', () => {
  it('holds every wording of SPEC §8', () => {
    const wordings = Object.values(ERROR_CATALOGUE).map((entry) => entry.wording);
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
    expect(errorEntryOf('INVALID_INVITATION_CODE').messageId).toBe('invitation_code_error');
    expect(errorEntryOf('CONFIRMATION_MISMATCH').messageId).toBe('in_confirmation_correct');
    expect(errorEntryOf('CAPTCHA_REQUIRED').messageId).toBe('in_vwrite_code');
  });

  it('shows Unknown error for a code it does not know', () => {
    expect(errorEntryOf('SOMETHING_NEW')).toEqual(ERROR_CATALOGUE.UNKNOWN);
    expect(errorEntryOf(null).wording).toBe('Unknown error');
    expect(isKnownErrorCode('toString')).toBe(false);
  });

  it('gives one wording per message id', () => {
    const byId = new Map<string, string>();
    for (const { messageId, wording } of Object.values(ERROR_CATALOGUE)) {
      expect(byId.get(messageId) ?? wording).toBe(wording);
      byId.set(messageId, wording);
    }
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
