import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './phone-number';

function e164(country: string, mobile: string): string | null {
  const result = normalizePhoneNumber(country, mobile);
  return result.ok ? result.e164 : null;
}

function problem(country: string, mobile: string): string | null {
  const result = normalizePhoneNumber(country, mobile);
  return result.ok ? null : result.problem;
}

describe('E.164 normalisation', () => {
  it('accepts a Philippine mobile number in its usual forms', () => {
    expect(e164('+63', '9171234567')).toBe('+639171234567');
    expect(e164('+63', '09171234567')).toBe('+639171234567');
    expect(e164('63', '0917 123 4567')).toBe('+639171234567');
    expect(e164('+63', '0917-123-4567')).toBe('+639171234567');
    expect(e164('+63', ' (0917) 123.4567 ')).toBe('+639171234567');
  });

  it('accepts the number typed in international form with the same country code', () => {
    expect(e164('+63', '+63 917 123 4567')).toBe('+639171234567');
    expect(e164('0063', '0063-917-123-4567')).toBe('+639171234567');
    expect(problem('+63', '+84 912 345 678')).toBe('country-mismatch');
  });

  it('gives the parts of the number', () => {
    expect(normalizePhoneNumber('+63', '09171234567')).toEqual({
      ok: true,
      e164: '+639171234567',
      countryCode: '63',
      nationalNumber: '9171234567',
    });
  });

  it('refuses a Philippine number that is too short or too long', () => {
    expect(problem('+63', '917123456')).toBe('too-short');
    expect(problem('+63', '0917123456')).toBe('too-short');
    expect(problem('+63', '')).toBe('too-short');
    expect(problem('+63', '91712345678')).toBe('too-long');
    expect(problem('+63', '091712345678')).toBe('too-long');
  });

  it('refuses letters and other characters', () => {
    expect(problem('+63', '0917abc4567')).toBe('bad-characters');
    expect(problem('+63', '0917_123_4567')).toBe('bad-characters');
    expect(problem('+63', '+')).toBe('too-short');
  });

  it('refuses a malformed country code', () => {
    expect(problem('', '9171234567')).toBe('bad-country-code');
    expect(problem('+0', '9171234567')).toBe('bad-country-code');
    expect(problem('+1234', '9171234567')).toBe('bad-country-code');
    expect(problem('PH', '9171234567')).toBe('bad-country-code');
  });

  it('applies a sane length to other countries', () => {
    expect(e164('+84', '0912 345 678')).toBe('+84912345678');
    expect(e164('+1', '415-555-0100')).toBe('+14155550100');
    expect(problem('+84', '123')).toBe('too-short');
    expect(problem('+855', '123456789012345')).toBe('too-long');
    expect(problem('+855', '1234567890123')).toBe('too-long');
  });
});
