import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createSeededTestDb } from '../testing/test-db';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  app = await buildApp({ db: await createSeededTestDb(), defaultMerchant: 'aurora', development: true, appDistDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

// As `npm start` and the e2e runs serve it: the built app beside the API.
describe('failures of the API while the built app is served', () => {
  it('keep the envelope for a merchant under maintenance', async () => {
    const response = await app.inject({ url: '/wps/game/vassgameType', headers: { merchant: 'lumen' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'MAINTENANCE' });
  });

  it('keep the envelope for a missing session and for an unknown call', async () => {
    const guest = await app.inject({ url: '/wps/member/info', headers: { merchant: 'aurora' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, errorCode: 'NOT_LOGGED_IN' });
    const unknown = await app.inject({ url: '/wps/no/such/call', headers: { merchant: 'aurora' } });
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('still serve the app', async () => {
    expect((await app.inject('/m/')).body).toContain('id="root"');
  });
});
