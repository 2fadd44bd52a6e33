import { describe, expect, it } from 'vitest';
import { agentRegistrationCheck, agentRegistrationFieldsOf } from './agent-registration';

// 27 November 2026 in Manila; the merchant's minimum age is 21.
const AGE = { minimumAge: 21, now: Date.UTC(2026, 10, 27, 4) };

const rules = {
  username: { enabled: true, required: true, pattern: '^[A-Za-z][A-Za-z0-9]{3,15}$', message: 'invalid_account_format' },
  nickname: { enabled: true, required: false, pattern: null, message: 'invalid_nickname_format' },
};

describe('agent registration', () => {
  it('shows the nickname only where the merchant’s form has it', () => {
    expect(agentRegistrationFieldsOf(rules)).toEqual(['username', 'password', 'confirmPassword', 'nickname', 'birthDate']);
    expect(agentRegistrationFieldsOf({})).toEqual(['username', 'password', 'confirmPassword', 'birthDate']);
  });

  it('checks the username rule, requires both passwords and wants them equal', () => {
    const empty = agentRegistrationCheck(rules, {}, AGE);
    expect(empty.firstInvalidField).toBe('username');
    expect(empty.results['password']).toMatchObject({ valid: false, message: 'invalid_password_format' });
    expect(empty.results['confirmPassword']).toMatchObject({ valid: false, message: 'in_incorrect_password' });
    const mismatch = agentRegistrationCheck(rules, { username: 'friend01', password: 'Secret12', confirmPassword: 'Secret13', birthDate: '1990-05-17' }, AGE);
    expect(mismatch.firstInvalidField).toBe('confirmPassword');
    expect(agentRegistrationCheck(rules, { username: 'friend01', password: 'Secret12', confirmPassword: 'Secret12', birthDate: '1990-05-17' }, AGE).valid).toBe(true);
  });

  it('asks for the player’s date of birth, the merchant’s minimum age ago', () => {
    const check = (birthDate: string) => agentRegistrationCheck(rules, { username: 'friend01', password: 'Secret12', confirmPassword: 'Secret12', birthDate }, AGE);
    expect(check('2005-11-27').valid).toBe(true);
    expect(check('2005-11-28').results['birthDate']).toMatchObject({ valid: false, message: 'register.error.underAge' });
    expect(check('').results['birthDate']).toMatchObject({ valid: false, message: 'register.error.birthDateInvalid' });
  });
});
