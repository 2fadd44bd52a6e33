import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/open-database';
import { buildApp } from '../app';
import { createSeededTestDb } from '../testing/test-db';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy(' false ')).toBe(false);
  });

  it('reads a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(() => parseTrustProxy('0')).toThrow(/1 to 10/);
    expect(() => parseTrustProxy('99')).toThrow(/1 to 10/);
  });

  it('reads addresses, networks and range names', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.0.2.7,::1,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '192.0.2.7', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses what it cannot read, rather than trusting everyone', () => {
    expect(() => parseTrustProxy('true')).toThrow(/cannot read: true/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('proxy.example')).toThrow(/proxy\.example/);
    expect(() => parseTrustProxy(',')).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind trusted proxies', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createSeededTestDb();
  });
  afterAll(() => db.close());

  /** For each request [peer, X-Forwarded-For], the address the server sees (system status reports it). */
  const clientIps = async (trustProxy: TrustProxy, requests: readonly (readonly [string, string])[]): Promise<string[]> => {
    const app = await buildApp({ db, defaultMerchant: 'aurora', development: true, trustProxy });
    try {
      const seen: string[] = [];
      for (const [remoteAddress, forwardedFor] of requests) {
        const response = await app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress, headers: { merchant: 'aurora', 'x-forwarded-for': forwardedFor } });
        seen.push((response.json() as { value: { location: { ip: string } } }).value.location.ip);
      }
      return seen;
    } finally {
      await app.close();
    }
  };

  it('is the peer without trust, the forwarded client through trusted hops or addresses', async () => {
    const chain = ['10.0.0.2', '198.51.100.7, 203.0.113.1'] as const;
    expect(await clientIps(false, [chain])).toEqual(['10.0.0.2']);
    expect(await clientIps(1, [chain])).toEqual(['203.0.113.1']);
    expect(await clientIps(['10.0.0.0/8'], [chain, ['192.0.2.1', '198.51.100.7']])).toEqual(['203.0.113.1', '192.0.2.1']);
  });
});
