import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPlatformError } from '../platform-error';
import type { PlatformClient } from '../client';

afterEach(() => {
  vi.doUnmock('./sealed-send');
  vi.resetModules();
});

describe('an encrypted call whose code cannot be downloaded', () => {
  it('fails as NETWORK (Try again, and again by itself when the signal returns), sending nothing', async () => {
    vi.doMock('./sealed-send', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { sendEncrypted } = await import('./encrypted-call');
    const send = vi.fn();
    const failure: unknown = await sendEncrypted({} as PlatformClient, { username: 'alice' }, send).catch((error: unknown) => error);
    expect(isPlatformError(failure) && failure.code).toBe('NETWORK');
    expect(send).not.toHaveBeenCalled();
  });
});
