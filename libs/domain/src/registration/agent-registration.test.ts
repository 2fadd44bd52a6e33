import { describe, expect, it } from 'vitest';
import { agentRegistrationCheck, agentRegistrationFieldsOf } from './agent-registration';

const rules = {
  username: { enabled: true, required: true, pattern: '^[A-Za-z][A-Za-z0-9]{3,15}$', message: 'invalid_account_format' },
  nickname: { enabled: true, required: false, pattern: null, message: 'invalid_nickname_format' },
};

describe('agent registration', () => {
  it('shows the nickname only where the merchant’s form has it', () => {
    expect(agentRegistrationFieldsOf(rules)).toEqual(['username', 'password', 'confirmPassword', 'nickname']);
    expect(agentRegistrationFieldsOf({})).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('checks the username rule, requires both passwords and wants them equal', () => {
    const empty = agentRegistrationCheck(rules, {});
    expect(empty.firstInvalidField).toBe('username');
    expect(empty.results['password']).toMatchObject({ valid: false, message: 'invalid_password_format' });
    expect(empty.results['confirmPassword']).toMatchObject({ valid: false, message: 'in_incorrect_password' });
    const mismatch = agentRegistrationCheck(rules, { username: 'friend01', password: 'Secret12', confirmPassword: 'Secret13' });
    expect(mismatch.firstInvalidField).toBe('confirmPassword');
    expect(agentRegistrationCheck(rules, { username: 'friend01', password: 'Secret12', confirmPassword: 'Secret12' }).valid).toBe(true);
  });
});
