import { describe, expect, it } from 'vitest';
import { APP_STORAGE_KEYS, CACHE_KEYS, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('uses the browser storage names of SPEC §9', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['SHELL_PU_A', 'SHELL_PU_B', 'MC_SESSION_INFO', 'hideDownloadBar', 'autoLogin', 'WEBCLIP', 'theme'].sort(),
    );
  });

  it('uses the cache names of SPEC §3 for status, member info and the service link', () => {
    expect(CACHE_KEYS).toMatchObject({ status: 'status', memberInfo: 'memberInfo', serviceLink: 'service_link' });
  });

  it('never stores anything under a password-like name', () => {
    const names = [...Object.values(STORAGE_KEYS), ...Object.values(CACHE_KEYS)];
    expect(names.filter((name) => /pass|pwd|psw/i.test(name))).toEqual([]);
  });

  it("keeps the app's own names apart from the spec's and free of password-like names", () => {
    const own = Object.values(APP_STORAGE_KEYS);
    expect(own.filter((name) => (Object.values(STORAGE_KEYS) as string[]).includes(name))).toEqual([]);
    expect(own.filter((name) => /pass|pwd|psw/i.test(name))).toEqual([]);
  });
});
