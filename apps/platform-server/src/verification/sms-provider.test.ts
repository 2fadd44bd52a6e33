import { describe, expect, it } from 'vitest';
import { PH_TARGET, createSmsCodeTestKit } from './sms-code-test-kit';
import { OutboxSmsProvider, latestOutboxCode } from './sms-provider';

describe('SMS outbox', () => {
  it('records each message with its merchant, purpose and time', async () => {
    const kit = createSmsCodeTestKit();
    await new OutboxSmsProvider(kit.db, () => 42).send('+639171234567', 'Your code is 123456', { merchant: 'aurora', purpose: 'login' });
    await new OutboxSmsProvider(kit.db, () => 43).send('+639171234567', 'Hello');
    const rows = kit.db.prepare('SELECT merchant, to_number, body, code_purpose, created_at FROM sms_outbox ORDER BY id').all();
    expect(rows).toEqual([
      { merchant: 'aurora', to_number: '+639171234567', body: 'Your code is 123456', code_purpose: 'login', created_at: 42 },
      { merchant: null, to_number: '+639171234567', body: 'Hello', code_purpose: null, created_at: 43 },
    ]);
  });

  it('receives the code message of the service, and latestOutboxCode reads the latest code', async () => {
    const kit = createSmsCodeTestKit();
    kit.codes.push('100001', '200002', '300003');
    const service = kit.service();
    const request = { ...PH_TARGET, clientAddress: '1.2.3.4' };
    await service.issue(request);
    await service.issue({ ...request, purpose: 'reset' });
    kit.now += 60_000;
    await service.issue(request);
    const body = kit.db.prepare<[], { body: string }>('SELECT body FROM sms_outbox ORDER BY id LIMIT 1').get()?.body;
    expect(body).toBe('Your verification code is 100001. It is valid for 5 minutes. Do not share it with anyone.');
    expect(latestOutboxCode(kit.db, '+639171234567', 'register')).toBe('300003');
    expect(latestOutboxCode(kit.db, '+639171234567', 'reset')).toBe('200002');
    expect(latestOutboxCode(kit.db, '+639171234567', 'register', 'aurora')).toBe('300003');
    expect(latestOutboxCode(kit.db, '+639171234567', 'register', 'borealis')).toBeNull();
    expect(latestOutboxCode(kit.db, '+639171234567', 'login')).toBeNull();
    expect(latestOutboxCode(kit.db, '+639170000000', 'register')).toBeNull();
  });
});
