import Fastify, { type FastifyInstance } from 'fastify';
import type { BootData } from '@gp/api-client';

/** A request the fake platform received, as it arrived. */
export interface ReceivedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A platform on a real port that answers the web tier's calls from fixtures and notes every request. */
export interface FakePlatform {
  readonly url: string;
  readonly received: ReceivedRequest[];
  /** What GET /wps/system/boot answers per host name (the default merchant for any other but `*.nowhere`, which no merchant serves). */
  boot: Record<string, BootData>;
  /** Whether the platform answers 503 to the boot call, as a platform that is down would. */
  failing: boolean;
  close(): Promise<void>;
}

/** A brand's shared boot data for the fake platform. */
export function sharedBootOf(code: string, siteName: string): BootData {
  return {
    merchantStatus: { maintenance: false, maintenanceMessage: null },
    whitelabel: { merchantCode: code, siteName, theme: { pack: code, defaultMode: 'dark' }, defaultLanguage: 'EN', languages: ['EN', 'TY'], features: [] },
    home: {
      language: 'EN',
      banners: [
        { id: 2, url: `/cdn/content/${code}/vip.png`, title: 'VIP', groupName: 'm_vip', linkage: null, linkUrl: null, sequence: 0 },
        { id: 1, url: `/cdn/content/${code}/first.png`, title: 'Welcome', groupName: 'm_home', linkage: null, linkUrl: null, sequence: 1 },
      ],
      notices: [],
    },
  };
}

/** Starts a fake platform on a free port of 127.0.0.1. */
export async function startFakePlatform(): Promise<FakePlatform> {
  const app: FastifyInstance = Fastify();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const fake: FakePlatform = {
    url: '',
    received: [],
    boot: { 'jade.localhost': sharedBootOf('jade', 'Jade'), 'aurora.localhost': sharedBootOf('aurora', 'Aurora') },
    failing: false,
    close: () => app.close(),
  };
  app.addHook('onRequest', async (request) => {
    fake.received.push({ method: request.method, url: request.url, headers: { ...request.headers }, body: '' });
  });
  app.addHook('preHandler', async (request) => {
    const last = fake.received.at(-1);
    if (last) fake.received[fake.received.length - 1] = { ...last, body: typeof request.body === 'string' ? request.body : '' };
  });
  const hostOf = (header: string | string[] | undefined) => String(header ?? '').replace(/:\d+$/, '');
  app.get('/wps/system/boot', async (request, reply) => {
    if (fake.failing) return reply.code(503).send({ success: false, value: null, errorCode: 'MAINTENANCE', message: 'down' });
    if (hostOf(request.headers['x-forwarded-host']).endsWith('.nowhere')) {
      return reply.code(404).send({ success: false, value: null, errorCode: 'MERCHANT_NOT_FOUND', message: 'No merchant serves this address' });
    }
    const boot = fake.boot[hostOf(request.headers['x-forwarded-host'])] ?? fake.boot['aurora.localhost'];
    return { success: true, value: boot, errorCode: null, message: null };
  });
  app.all('/*', async (request, reply) =>
    reply.code(201).header('x-platform', 'yes').header('set-cookie', 'a=1; HttpOnly').send({ echo: { method: request.method, url: request.url, body: request.body ?? null } }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  Object.assign(fake, { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
  return fake;
}
