import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createSeededTestDb, useTestServer } from '../testing/test-db';

const server = useTestServer();

describe('pages and images outside the API', () => {
  it('never fail on a repeated query parameter', async () => {
    for (const url of [
      '/m/lotto-h5/aurora/trad/games/VN01?token=a&token=b&merchant=aurora&css=1&css=2',
      '/sandbox/pay/1?token=a&token=b',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('send generated images with a policy that forbids scripts', async () => {
    for (const url of ['/cdn/TCG_PROD_IMAGES/B2C/download/aurora/appIcon.png', '/media/avatars/1.svg', '/media/payments/gcash.svg']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toMatch(/default-src 'none'/);
    }
  });

  it('offer the sandbox payment provider only in development', async () => {
    const db = await createSeededTestDb();
    const production = await buildApp({ db, defaultMerchant: 'aurora', development: false });
    const response = await production.inject({ method: 'GET', url: '/sandbox/pay/1?token=x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('NOT_FOUND');
    await production.close();
    db.close();
  });
});
