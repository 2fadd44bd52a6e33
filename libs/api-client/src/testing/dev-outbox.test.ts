import { describe, expect, it } from 'vitest';
import { readEmailOutbox, readSmsOutbox } from '@gp/api-client/testing';
import * as api from '../index';
import { answer, fail, failureOf, ok, testClient, usePlatformServer } from '../test-support/platform-server';

const server = usePlatformServer();

describe('the development outbox (@gp/api-client/testing)', () => {
  it('reads the last SMS code sent to a number', async () => {
    const seen = answer(server, 'get', '/wps/dev/sms-outbox', () => ok({ code: '123456' }));
    const query = { mobileNum: '9171234567', countryDialingCode: '63', purpose: 'register' } as const;
    await expect(readSmsOutbox(testClient(null), query)).resolves.toEqual({ code: '123456' });
    expect(seen[0]?.query).toEqual(query);
  });

  it('reads the last email sent to an address, and 404s outside development', async () => {
    const seen = answer(server, 'get', '/wps/dev/email-outbox', (_s, count) =>
      count === 1 ? ok({ code: '654321' }) : fail('NOT_FOUND', 404),
    );
    await expect(readEmailOutbox(testClient(null), { to: 'a@example.test' })).resolves.toEqual({ code: '654321' });
    expect(seen[0]?.query).toEqual({ to: 'a@example.test' });
    expect((await failureOf(readEmailOutbox(testClient(null), { to: 'a@example.test' }))).code).toBe('NOT_FOUND');
  });

  it('is not part of the public API', () => {
    expect(Object.keys(api)).not.toContain('readSmsOutbox');
    expect(Object.keys(api)).not.toContain('readEmailOutbox');
    expect(Object.keys(api)).toContain('login');
  });
});
