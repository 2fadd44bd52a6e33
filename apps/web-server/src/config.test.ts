import { describe, expect, it } from 'vitest';
import { readWebConfig } from './config';

describe('the web tier configuration', () => {
  it('needs the platform to stand in front of, as an origin', () => {
    expect(() => readWebConfig({}, '/w')).toThrow(/PLATFORM_URL must name/);
    expect(() => readWebConfig({ PLATFORM_URL: 'ftp://x' }, '/w')).toThrow(/http\(s\) origin/);
    expect(() => readWebConfig({ PLATFORM_URL: 'http://x/wps' }, '/w')).toThrow(/without a path/);
    expect(() => readWebConfig({ PLATFORM_URL: 'not a url' }, '/w')).toThrow(/cannot read/);
    expect(readWebConfig({ PLATFORM_URL: 'http://127.0.0.1:8081/' }, '/w').platformUrl).toBe('http://127.0.0.1:8081');
  });

  it('has defaults an operator can override, and refuses numbers it cannot use', () => {
    const config = readWebConfig({ PLATFORM_URL: 'http://p:1' }, '/w');
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', appDistDir: '/w/apps/mobile/dist', serverEntry: '/w/apps/mobile/dist-ssr/entry-server.js', bootTtlMs: 10_000, platformTimeoutMs: 2_000 });
    expect(readWebConfig({ PLATFORM_URL: 'http://p:1', APP_DIST: '/srv/app/dist' }, '/w').serverEntry).toBe('/srv/app/dist-ssr/entry-server.js');
    expect(readWebConfig({ PLATFORM_URL: 'http://p:1', SSR_ENTRY: 'off' }, '/w').serverEntry).toBeNull();
    expect(readWebConfig({ PLATFORM_URL: 'http://p:1', PORT: '0', BOOT_TTL_MS: '500', APP_DIST: '/srv/app' }, '/w')).toMatchObject({ port: 0, bootTtlMs: 500, appDistDir: '/srv/app' });
    expect(() => readWebConfig({ PLATFORM_URL: 'http://p:1', PORT: '70000' }, '/w')).toThrow(/PORT/);
    expect(() => readWebConfig({ PLATFORM_URL: 'http://p:1', BOOT_TTL_MS: '1.5' }, '/w')).toThrow(/BOOT_TTL_MS/);
  });
});
