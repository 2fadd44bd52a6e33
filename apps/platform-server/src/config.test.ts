import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const root = '/workspace';

describe('server configuration', () => {
  it('runs in development with defaults and no secret', () => {
    const config = readConfig({}, root);
    expect(config).toMatchObject({ port: 8080, development: true, defaultMerchant: 'aurora', secret: undefined, trustProxy: false });
  });

  it('requires a long PLATFORM_SECRET in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, root)).toThrow(/PLATFORM_SECRET must be set/);
    expect(() => readConfig({ NODE_ENV: 'production', PLATFORM_SECRET: 'short' }, root)).toThrow(/32 characters/);
    const secret = 'x'.repeat(32);
    expect(readConfig({ NODE_ENV: 'production', PLATFORM_SECRET: secret }, root)).toMatchObject({ development: false, secret });
  });

  it('refuses a port that is not one', () => {
    expect(() => readConfig({ PORT: 'eighty' }, root)).toThrow(/PORT/);
  });

  it('trusts the proxies TRUST_PROXY names', () => {
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }, root).trustProxy).toEqual(['10.0.0.0/8']);
    expect(() => readConfig({ TRUST_PROXY: 'yes' }, root)).toThrow(/TRUST_PROXY/);
  });
});
