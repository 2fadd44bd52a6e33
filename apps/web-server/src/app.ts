import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { platformBootSource, type BootSource } from './platform/boot-source';
import { registerPlatformProxy } from './platform/platform-proxy';
import { readBrandApps, registerManifestRoute } from './page/app-manifest';
import { registerAppRoutes } from './page/serve-app';
import { loadServerRenderer } from './page/server-renderer';

/** What a web tier is built from. */
export interface WebServerOptions {
  /** Origin of the platform behind the web tier. */
  readonly platformUrl: string;
  /** Folder of the built mobile app. */
  readonly appDistDir: string;
  /** The app's server build, which renders first screens; null or a missing file renders none. */
  readonly serverEntry?: string | null;
  /** How long a brand's boot data and pages are reused. */
  readonly bootTtlMs: number;
  /** How long the platform may take to give the boot data. */
  readonly platformTimeoutMs: number;
  /** Where the boot data comes from; the platform's contract calls when not given (tests count calls). */
  readonly boot?: BootSource;
  /** Fastify's logger setting; off in tests. */
  readonly logger?: boolean | { level: string };
}

/**
 * The web tier: the built app under /m/ (its pages written with the host's boot data, and its
 * installed-app manifest drawn from the host's brand pack) and, on the
 * same origin, everything the app and its pages ask of the platform, forwarded. It keeps nothing
 * of its own but short-lived copies of what the platform says every visitor of a brand shares,
 * so any number of instances can stand behind a load balancer or a CDN.
 */
export async function buildWebServer(options: WebServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });
  await registerPlatformProxy(app, options.platformUrl);
  const boot = options.boot ?? platformBootSource({ platformUrl: options.platformUrl, ttlMs: options.bootTtlMs, timeoutMs: options.platformTimeoutMs });
  // The app's own answers are compressed here (index.html once per page, see indexPages); the
  // platform's come compressed, or not, as the platform sent them.
  await app.register(async (scope) => {
    await scope.register(fastifyCompress, { global: true, threshold: 1024 });
    const render = options.serverEntry ? await loadServerRenderer(options.serverEntry) : null;
    await registerAppRoutes(scope, options.appDistDir, { boot, ttlMs: options.bootTtlMs, render });
    registerManifestRoute(scope, boot, readBrandApps(options.appDistDir));
  });
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  return app;
}
