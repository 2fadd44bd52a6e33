import { describe, expect, it } from 'vitest';
import { PH_TARGET, createSmsCodeTestKit } from './sms-code-test-kit';
import type { SmsProvider } from './sms-provider';

const request = { ...PH_TARGET, clientAddress: '1.2.3.4' };

describe('SMS code service: codes', () => {
  it('issues a code with the resend wait and the code validity, and verifies it once', async () => {
    const kit = createSmsCodeTestKit();
    kit.codes.push('424242');
    const service = kit.service();
    expect(await service.issue(request)).toEqual({
      ok: true,
      phone: '+639171234567',
      expirationTime: kit.now + 60_000,
      codeExpiresAt: kit.now + 300_000,
    });
    expect(service.verify({ ...PH_TARGET, mobileNumber: '+63 917 123 4567', code: ' 424242 ' })).toEqual({ ok: true, phone: '+639171234567' });
    expect(service.verify({ ...PH_TARGET, code: '424242' })).toEqual({ ok: false, reason: 'used' });
  });

  it('binds the code to merchant, purpose and number', async () => {
    const kit = createSmsCodeTestKit();
    kit.codes.push('111111');
    const service = kit.service();
    await service.issue(request);
    expect(service.verify({ ...PH_TARGET, merchant: 'borealis', code: '111111' })).toEqual({ ok: false, reason: 'no-code' });
    expect(service.verify({ ...PH_TARGET, purpose: 'login', code: '111111' })).toEqual({ ok: false, reason: 'no-code' });
    expect(service.verify({ ...PH_TARGET, mobileNumber: '09171234568', code: '111111' })).toEqual({ ok: false, reason: 'no-code' });
    expect(service.verify({ ...PH_TARGET, code: '111111' }).ok).toBe(true);
  });

  it('refuses the code from its expiry on', async () => {
    const kit = createSmsCodeTestKit();
    kit.codes.push('222222', '333333');
    const service = kit.service({ codeTtlMs: 120_000 });
    await service.issue(request);
    kit.now += 119_999;
    expect(service.verify({ ...PH_TARGET, code: '000000' }).ok).toBe(false);
    kit.now += 1;
    expect(service.verify({ ...PH_TARGET, code: '222222' })).toEqual({ ok: false, reason: 'expired' });
    expect((await service.issue(request)).ok).toBe(true);
    expect(service.verify({ ...PH_TARGET, code: '333333' }).ok).toBe(true);
  });

  it('burns the code after five wrong attempts, even for the right code', async () => {
    const kit = createSmsCodeTestKit();
    kit.codes.push('555555');
    const service = kit.service();
    await service.issue(request);
    const left = [1, 2, 3, 4, 5].map(() => service.verify({ ...PH_TARGET, code: '000000' }));
    expect(left).toEqual([4, 3, 2, 1, 0].map((attemptsLeft) => ({ ok: false, reason: 'wrong-code', attemptsLeft })));
    expect(service.verify({ ...PH_TARGET, code: '555555' })).toEqual({ ok: false, reason: 'burnt' });
  });

  it('counts a malformed code as a wrong attempt', async () => {
    const kit = createSmsCodeTestKit();
    const service = kit.service({ maxAttempts: 1 });
    await service.issue(request);
    expect(service.verify({ ...PH_TARGET, code: 'abc' })).toEqual({ ok: false, reason: 'wrong-code', attemptsLeft: 0 });
    expect(service.verify({ ...PH_TARGET, code: '000000' })).toEqual({ ok: false, reason: 'burnt' });
  });

  it('replaces the previous code with a new one, with fresh attempts', async () => {
    const kit = createSmsCodeTestKit();
    kit.codes.push('666666', '777777');
    const service = kit.service();
    await service.issue(request);
    service.verify({ ...PH_TARGET, code: '000000' });
    kit.now += 60_000;
    await service.issue(request);
    expect(service.verify({ ...PH_TARGET, code: '666666' })).toEqual({ ok: false, reason: 'wrong-code', attemptsLeft: 4 });
    expect(service.verify({ ...PH_TARGET, code: '777777' }).ok).toBe(true);
  });

  it('stores only a salted hash, never the code', async () => {
    const kit = createSmsCodeTestKit();
    kit.codes.push('987654');
    await kit.service().issue(request);
    const rows = kit.db.prepare<[], Record<string, unknown>>('SELECT * FROM sms_code').all();
    expect(rows).toHaveLength(1);
    for (const value of Object.values(rows[0] ?? {})) {
      if (Buffer.isBuffer(value)) expect(value.includes('987654')).toBe(false);
      else expect(String(value)).not.toContain('987654');
    }
  });

  it('refuses an invalid number without sending', async () => {
    const kit = createSmsCodeTestKit();
    const service = kit.service();
    expect(await service.issue({ ...request, mobileNumber: '0917' })).toEqual({ ok: false, reason: 'invalid-number', problem: 'too-short' });
    expect(service.verify({ ...PH_TARGET, mobileNumber: 'abc', code: '000000' })).toEqual({
      ok: false,
      reason: 'invalid-number',
      problem: 'bad-characters',
    });
    expect(kit.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM sms_outbox').get()?.n).toBe(0);
  });

  it('withdraws the new code when the provider fails, so the player may ask again', async () => {
    const kit = createSmsCodeTestKit();
    const failing: SmsProvider = { send: () => Promise.reject(new Error('gateway down')) };
    await expect(kit.service({ provider: failing }).issue(request)).rejects.toThrow('gateway down');
    expect(kit.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM sms_code').get()?.n).toBe(0);
    expect((await kit.service().issue(request)).ok).toBe(true);
  });

  it('refuses settings that are not positive integers', () => {
    const kit = createSmsCodeTestKit();
    expect(() => kit.service({ maxAttempts: 0 })).toThrow(RangeError);
    expect(() => kit.service({ codeTtlMs: -1 })).toThrow(RangeError);
  });
});
