import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/open-database';
import { createSeededTestDb } from '../testing/test-db';

let db: Db;
let development: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  db = await createSeededTestDb();
  development = await buildApp({ db, defaultMerchant: 'aurora', development: true });
  production = await buildApp({ db, defaultMerchant: 'aurora', development: false });
}, 60_000);

afterAll(async () => {
  await development.close();
  await production.close();
  db.close();
});

const newCaptcha = async (app: FastifyInstance): Promise<string> =>
  (await app.inject({ method: 'GET', url: '/wps/captcha', headers: { merchant: 'aurora' } })).json().value.captchaId;

const outbox = (app: FastifyInstance, captchaId: string) =>
  app.inject({ method: 'GET', url: '/wps/dev/captcha-outbox', query: { captchaId }, headers: { merchant: 'aurora' } });

describe('GET /wps/dev/captcha-outbox', () => {
  it('gives the answer of an unused challenge in development, which then passes once', async () => {
    const captchaId = await newCaptcha(development);
    const first = await outbox(development, captchaId);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const answer: string = first.json().value.answer;
    expect(answer).toMatch(/^[0-9]{4,6}$/);
    expect(development.platform.captchas.verify(captchaId, answer, Date.now())).toBe(true);
    expect((await outbox(development, captchaId)).statusCode).toBe(404);
  });

  it('does not exist on a production server, which keeps no answers', async () => {
    const captchaId = await newCaptcha(production);
    const answer = await outbox(production, captchaId);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().errorCode).toBe('NOT_FOUND');
    expect(production.platform.captchas.answerOf(captchaId, Date.now())).toBeNull();
  });
});
