import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sharedBootOf, startFakePlatform, type FakePlatform } from '../testing/fake-platform';
import { platformBootSource } from './boot-source';
import type { ForwardedHeaders } from './forwarded-headers';

let platform: FakePlatform;
let now = 1_000;
const TTL = 10_000;
const visitor = (host: string, address = '10.0.0.1'): ForwardedHeaders => ({ 'x-forwarded-host': host, 'x-forwarded-for': address, 'x-forwarded-proto': 'https' });
const bootCalls = () => platform.received.filter((request) => request.url === '/wps/system/boot').length;

beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.received.length = 0;
  platform.failing = false;
});

describe("the platform's boot data, as the web tier keeps it", () => {
  it('asks once per host for its lifetime, however many visitors come at once', async () => {
    const source = platformBootSource({ platformUrl: platform.url, ttlMs: TTL, timeoutMs: 2_000, now: () => now });
    const answers = await Promise.all(['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((address) => source.shared('jade.localhost', visitor('jade.localhost', address))));
    expect(answers.map((answer) => answer?.whitelabel.merchantCode)).toEqual(['jade', 'jade', 'jade']);
    expect(bootCalls()).toBe(1);
    expect((await source.shared('aurora.localhost', visitor('aurora.localhost')))?.whitelabel.merchantCode).toBe('aurora');
    expect(bootCalls()).toBe(2);
    expect(platform.received[0]?.headers['x-forwarded-host']).toBe('jade.localhost');
  });

  it('serves the old answer once while it asks again after the lifetime, then the new one', async () => {
    const source = platformBootSource({ platformUrl: platform.url, ttlMs: TTL, timeoutMs: 2_000, now: () => now });
    await source.shared('jade.localhost', visitor('jade.localhost'));
    platform.boot['jade.localhost'] = sharedBootOf('jade', 'Jade Renamed');
    now += TTL - 1;
    expect((await source.shared('jade.localhost', visitor('jade.localhost')))?.whitelabel.siteName).toBe('Jade');
    expect(bootCalls()).toBe(1);
    now += 2;
    expect((await source.shared('jade.localhost', visitor('jade.localhost')))?.whitelabel.siteName).toBe('Jade');
    await expect.poll(async () => (await source.shared('jade.localhost', visitor('jade.localhost')))?.whitelabel.siteName).toBe('Jade Renamed');
  });

  it('keeps the last good answer while the platform fails, and has none before a first one', async () => {
    const source = platformBootSource({ platformUrl: platform.url, ttlMs: TTL, timeoutMs: 2_000, now: () => now });
    await source.shared('aurora.localhost', visitor('aurora.localhost'));
    platform.failing = true;
    now += TTL * 3;
    expect((await source.shared('aurora.localhost', visitor('aurora.localhost')))?.whitelabel.merchantCode).toBe('aurora');
    expect(await source.shared('jade.localhost', visitor('jade.localhost'))).toBeNull();
    // A platform that does not answer is not one that serves no merchant.
    expect(source.servesNoMerchant?.('jade.localhost')).toBe(false);
  });

  it('remembers a host no merchant serves for the lifetime: one call however many visits, then asks again', async () => {
    const source = platformBootSource({ platformUrl: platform.url, ttlMs: TTL, timeoutMs: 2_000, now: () => now });
    for (let visit = 0; visit < 3; visit += 1) expect(await source.shared('spray-1.nowhere', visitor('spray-1.nowhere'))).toBeNull();
    expect(bootCalls()).toBe(1);
    expect(source.servesNoMerchant?.('spray-1.nowhere')).toBe(true);
    now += TTL + 1;
    expect(await source.shared('spray-1.nowhere', visitor('spray-1.nowhere'))).toBeNull();
    await expect.poll(bootCalls).toBe(2);
  });

  it('keeps the real brands while made-up hosts come, and a good copy when the platform later says no merchant', async () => {
    const source = platformBootSource({ platformUrl: platform.url, ttlMs: TTL, timeoutMs: 2_000, maxHosts: 2, now: () => now });
    await source.shared('jade.localhost', visitor('jade.localhost'));
    for (let name = 0; name < 10; name += 1) await source.shared(`spray-${name}.nowhere`, visitor(`spray-${name}.nowhere`));
    expect(bootCalls()).toBe(11);
    expect((await source.shared('jade.localhost', visitor('jade.localhost')))?.whitelabel.merchantCode).toBe('jade');
    expect(bootCalls()).toBe(11);
    // The same cache key reached with a host the platform does not know (another port or case): the copy stays.
    now += TTL + 1;
    expect((await source.shared('jade.localhost', visitor('jade.nowhere')))?.whitelabel.merchantCode).toBe('jade');
    await expect.poll(bootCalls).toBe(12);
    expect((await source.shared('jade.localhost', visitor('jade.localhost')))?.whitelabel.merchantCode).toBe('jade');
  });

  it('does not remember a failing platform as a host without a merchant: the next visit asks again', async () => {
    const source = platformBootSource({ platformUrl: platform.url, ttlMs: TTL, timeoutMs: 2_000, now: () => now });
    platform.failing = true;
    expect(await source.shared('aurora.localhost', visitor('aurora.localhost'))).toBeNull();
    platform.failing = false;
    expect((await source.shared('aurora.localhost', visitor('aurora.localhost')))?.whitelabel.merchantCode).toBe('aurora');
    expect(platform.received.filter((request) => request.headers['x-forwarded-host'] === 'aurora.localhost')).toHaveLength(2);
  });

  it('gives no data instead of failing when the platform cannot be reached or is too slow', async () => {
    const unreachable = platformBootSource({ platformUrl: 'http://127.0.0.1:1', ttlMs: TTL, timeoutMs: 2_000 });
    expect(await unreachable.shared('jade.localhost', visitor('jade.localhost'))).toBeNull();
    const neverAnswers: typeof fetch = (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const slow = platformBootSource({ platformUrl: platform.url, ttlMs: TTL, timeoutMs: 20, fetch: neverAnswers });
    expect(await slow.shared('jade.localhost', visitor('jade.localhost'))).toBeNull();
  });
});
