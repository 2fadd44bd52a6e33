import { describe, expect, it } from 'vitest';
import { readRememberedLogin, rememberedValuesFor, writeRememberedLogin } from './remembered-login';

describe('readRememberedLogin', () => {
  it('reads nothing from nothing', () => {
    expect(readRememberedLogin(null)).toEqual({ record: null, rewrite: false });
  });

  it('keeps a record of the three fields as it is', () => {
    const raw = writeRememberedLogin({ type: 'sms', username: '09171234567', countryDialingCode: '+63' });
    expect(readRememberedLogin(raw)).toEqual({ record: { type: 'sms', username: '09171234567', countryDialingCode: '+63' }, rewrite: false });
    expect(readRememberedLogin(writeRememberedLogin({ type: 'username', username: 'demo' }))).toEqual({
      record: { type: 'username', username: 'demo' },
      rewrite: false,
    });
  });

  it('keeps the username of a legacy record and asks to drop its encoded password', () => {
    const legacy = JSON.stringify({ type: 'username', username: 'demo', password: 'UkdWdGJ6RXlNelE9@@gp', countryDialingCode: '+63' });
    expect(readRememberedLogin(legacy)).toEqual({ record: { type: 'username', username: 'demo', countryDialingCode: '+63' }, rewrite: true });
  });

  it('asks to remove what is not a record', () => {
    for (const raw of ['not json', '[]', '"demo"', 'null', JSON.stringify({ type: 'other', username: 'demo' }), JSON.stringify({ type: 'sms', username: ' ' })]) {
      expect(readRememberedLogin(raw)).toEqual({ record: null, rewrite: true });
    }
  });

  it('drops a dialling code that is not text', () => {
    expect(readRememberedLogin(JSON.stringify({ type: 'sms', username: '0917', countryDialingCode: 63 }))).toEqual({
      record: { type: 'sms', username: '0917' },
      rewrite: true,
    });
  });
});

describe('writeRememberedLogin', () => {
  it('never writes a password', () => {
    const record = { type: 'username', username: 'demo', password: 'Demo1234' } as const;
    expect(writeRememberedLogin(record)).toBe('{"type":"username","username":"demo"}');
  });
});

describe('rememberedValuesFor', () => {
  it('fills only the mode the record was made in', () => {
    const sms = { type: 'sms', username: '09171234567', countryDialingCode: '+84' } as const;
    expect(rememberedValuesFor(sms, 'sms')).toEqual({ username: '09171234567', countryDialingCode: '+84' });
    expect(rememberedValuesFor(sms, 'username')).toEqual({});
    expect(rememberedValuesFor({ type: 'sms', username: '0917' }, 'sms')).toEqual({ username: '0917' });
    expect(rememberedValuesFor({ type: 'username', username: 'demo', countryDialingCode: '+63' }, 'username')).toEqual({ username: 'demo' });
    expect(rememberedValuesFor(null, 'username')).toEqual({});
  });
});
