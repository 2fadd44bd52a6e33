import { describe, expect, it } from 'vitest';
import { PH_TARGET, createSmsCodeTestKit } from './sms-code-test-kit';
import type { SmsCodeTestKit } from './sms-code-test-kit';

const HOUR = 3_600_000;
const request = { ...PH_TARGET, clientAddress: '1.2.3.4' };

/** A small address limit, so that tests of it stay short (the default is 200 an hour, for carrier NATs). */
const TWENTY_PER_ADDRESS = { perAddress: { limit: 20, windowMs: HOUR } };

/** Issues a code for each national number from 0917 000 0000 on, from one address and device (none by default). */
async function issueForNumbers(kit: SmsCodeTestKit, count: number, address: string, device: string | null = null): Promise<void> {
  const service = kit.service(TWENTY_PER_ADDRESS);
  for (let i = 0; i < count; i += 1) {
    expect((await service.issue({ ...request, clientAddress: address, device, mobileNumber: `0917000${String(i).padStart(4, '0')}` })).ok).toBe(true);
  }
}

describe('SMS code service: resend wait and rate limits', () => {
  it('refuses a new code during the resend wait, giving the same expirationTime', async () => {
    const kit = createSmsCodeTestKit();
    const service = kit.service();
    const first = await service.issue(request);
    kit.now += 45_000;
    expect(await service.issue(request)).toEqual({
      ok: false,
      reason: 'resend-wait',
      retryAfterMs: 15_000,
      expirationTime: first.ok ? first.expirationTime : 0,
    });
    kit.now += 15_000;
    expect((await service.issue(request)).ok).toBe(true);
  });

  it('runs the resend wait per purpose and merchant', async () => {
    const kit = createSmsCodeTestKit();
    const service = kit.service({ perNumber: { limit: 10, windowMs: HOUR } });
    expect((await service.issue(request)).ok).toBe(true);
    expect((await service.issue({ ...request, purpose: 'reset' })).ok).toBe(true);
    expect((await service.issue({ ...request, merchant: 'borealis' })).ok).toBe(true);
  });

  it('allows five codes per number per hour, across purposes and restarts, then tells how long to wait', async () => {
    const kit = createSmsCodeTestKit();
    const start = kit.now;
    for (let i = 0; i < 5; i += 1) {
      expect((await kit.service().issue({ ...request, clientAddress: `10.0.0.${i}` })).ok).toBe(true);
      kit.now += 60_000;
    }
    expect(await kit.service().issue({ ...request, purpose: 'login', clientAddress: '10.0.1.1' })).toEqual({
      ok: false,
      reason: 'number-rate-limited',
      retryAfterMs: start + HOUR - kit.now,
    });
    kit.now = start + HOUR;
    expect((await kit.service().issue(request)).ok).toBe(true);
  });

  it('allows as many codes per client address per hour as its limit says', async () => {
    const kit = createSmsCodeTestKit();
    await issueForNumbers(kit, 20, '1.2.3.4');
    kit.now += 1000;
    expect(await kit.service(TWENTY_PER_ADDRESS).issue(request)).toEqual({ ok: false, reason: 'address-rate-limited', retryAfterMs: HOUR - 1000 });
    expect((await kit.service(TWENTY_PER_ADDRESS).issue({ ...request, clientAddress: '1.2.3.5' })).ok).toBe(true);
  });

  it('allows ten codes per device per hour, and 200 per address, enough for a carrier NAT', async () => {
    const kit = createSmsCodeTestKit();
    const service = kit.service();
    const ask = (i: number, device: string) => service.issue({ ...request, device, mobileNumber: `0917000${String(i).padStart(4, '0')}` });
    for (let i = 0; i < 10; i += 1) expect((await ask(i, 'phone-1')).ok).toBe(true);
    expect(await ask(10, 'phone-1')).toEqual({ ok: false, reason: 'device-rate-limited', retryAfterMs: HOUR });
    // Other players behind the same address are not refused: 190 more codes from other devices.
    for (let i = 10; i < 200; i += 1) expect((await ask(i, `phone-${i}`)).ok, `code ${i}`).toBe(true);
    expect(await ask(200, 'phone-new')).toMatchObject({ ok: false, reason: 'address-rate-limited' });
  });

  it('does not count refused requests', async () => {
    const kit = createSmsCodeTestKit();
    const service = kit.service({ perAddress: { limit: 2, windowMs: HOUR } });
    await service.issue(request);
    await service.issue(request);
    await service.issue(request);
    expect((await service.issue({ ...request, mobileNumber: '09170000001' })).ok).toBe(true);
  });

  it('keeps codes, waits and limits across a new service over the same database', async () => {
    const kit = createSmsCodeTestKit();
    kit.codes.push('818181');
    await kit.service().issue(request);
    kit.now += 1000;
    expect(await kit.service().issue(request)).toMatchObject({ ok: false, reason: 'resend-wait', retryAfterMs: 59_000 });
    expect(kit.service().verify({ ...PH_TARGET, code: '818181' }).ok).toBe(true);

    await issueForNumbers(kit, 19, '1.2.3.4');
    expect(await kit.service(TWENTY_PER_ADDRESS).issue({ ...request, mobileNumber: '09179999999' })).toMatchObject({ reason: 'address-rate-limited' });
    const restarted = kit.service(TWENTY_PER_ADDRESS);
    expect(await restarted.issue({ ...request, mobileNumber: '09179999999' })).toMatchObject({ reason: 'address-rate-limited' });
  });

  it('purges expired codes and hits', async () => {
    const kit = createSmsCodeTestKit();
    const service = kit.service();
    await service.issue(request);
    expect(service.purge(kit.now + 299_999)).toBe(0);
    expect(service.purge(kit.now + HOUR)).toBe(3);
    expect(kit.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM sms_code').get()?.n).toBe(0);
  });
});
