import { describe, expect, it } from 'vitest';
import { FIELD_VALID, fieldInvalid, isBlank } from './field-check';

describe('isBlank', () => {
  it('counts missing, empty and whitespace-only values as empty', () => {
    expect([undefined, null, '', '   ', '\t\n'].every(isBlank)).toBe(true);
    expect([' a ', '0', 'x'].some(isBlank)).toBe(false);
  });
});

describe('fieldInvalid', () => {
  it('carries its message; the valid outcome is shared', () => {
    expect(fieldInvalid('in_vwrite_code')).toEqual({ valid: false, message: 'in_vwrite_code' });
    expect(FIELD_VALID).toEqual({ valid: true });
  });
});
