import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAccountsRoutes } from './accounts/accounts-routes';
import { registerAgentsRoutes } from './agents/agents-routes';
import { registerContentRoutes } from './content/content-routes';
import { bootContentSource } from './content/boot-content';
import { registerBootRoute } from './content/boot-routes';
import { registerContractHooks } from './contract/contract-hooks';
import { ContractValidator } from './contract/contract-validator';
import { loadContract } from './contract/openapi-contract';
import type { Db } from './db/open-database';
import { registerEngagementRoutes } from './engagement/engagement-routes';
import { registerGamesRoutes } from './games/games-routes';
import { ApiError, fail } from './http/envelope';
import { answerFrameworkError } from './http/framework-errors';
import { registerHtmlHeaders } from './http/html-headers';
import { registerAnswerCaching } from './http/public-reads';
import type { TrustProxy } from './http/trust-proxy';
import { registerMerchantGate, registerMerchantHook } from './merchants/merchant-hook';
import { MerchantRepository } from './merchants/merchant-repository';
import type { PlatformContext } from './platform-context';
import { registerPlayRoutes } from './play/play-routes';
import { registerRgRoutes } from './responsible-gaming/rg-routes';
import { registerSystemRoutes } from './routes/system-routes';
import { registerVerificationRoutes } from './routes/verification-routes';
import { CaptchaService } from './security/captcha-service';
import { KeyStore } from './security/key-store';
import { ReplayGuard } from './security/replay-guard';
import { registerSessionHook } from './sessions/session-hook';
import { SessionStore } from './sessions/session-store';
import { registerSessionsRoutes } from './sessions/sessions-routes';
import { SmsCodeService } from './verification/sms-code-service';
import { Ledger } from './wallet/ledger';
import { registerWalletRoutes } from './wallet/wallet-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's database, clock and services (tests reach them through the app). */
    platform: PlatformContext;
  }
}

/** What the server is built from: a migrated database and its settings. */
export interface AppOptions {
  readonly db: Db;
  readonly defaultMerchant: string;
  readonly development: boolean;
  /** Folder that keeps the request-encryption key; null keeps a fresh key in memory (tests). */
  readonly dataDir?: string | null;
  /** Fastify's logger setting; off in tests. */
  readonly logger?: boolean | { level: string };
  /** The clock of the platform's rules (captcha expiry...); Date.now when not given. */
  readonly now?: () => number;
  /** The compiled contract; loaded from openapi/platform.yaml when not given. */
  readonly contract?: ContractValidator;
  /** Secret of captcha and SMS-code hashes (PLATFORM_SECRET); random per process when not given. */
  readonly secret?: string;
  /** The proxies whose `X-Forwarded-For` names the client (TRUST_PROXY); none when not given. */
  readonly trustProxy?: TrustProxy;
}

let sharedContract: Promise<ContractValidator> | undefined;

/** The contract validator of openapi/platform.yaml, compiled once per process. */
export function platformContract(): Promise<ContractValidator> {
  sharedContract ??= loadContract().then((contract) => new ContractValidator(contract));
  return sharedContract;
}

/** The shared services of the platform over one database. */
async function createContext(options: AppOptions): Promise<PlatformContext> {
  const now = options.now ?? Date.now;
  const secret = options.secret ? Buffer.from(options.secret, 'utf8') : undefined;
  return {
    db: options.db,
    now,
    development: options.development,
    contract: options.contract ?? (await platformContract()),
    merchants: new MerchantRepository(options.db),
    sessions: new SessionStore(options.db),
    ledger: new Ledger(options.db),
    captchas: new CaptchaService(options.db, { ...(secret ? { secret } : {}), rememberAnswers: options.development }),
    keyStore: new KeyStore(options.dataDir ?? null),
    replayGuard: new ReplayGuard(options.db),
    sms: new SmsCodeService({ db: options.db, clock: now, ...(secret ? { secret } : {}) }),
  };
}

/** Fastify's `trustProxy` setting: false, the nearest `hops` hops, or the proxies' addresses as one list. */
function trustProxyOption(trust: TrustProxy | undefined): FastifyServerOptions['trustProxy'] {
  if (trust === undefined || trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust.join(',');
}

/** Builds the reference platform server: the /wps/ API over the database, and the app under /m/. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: trustProxyOption(options.trustProxy),
    frameworkErrors: answerFrameworkError,
  };
  const app = Fastify(serverOptions);
  const context = await createContext(options);
  app.decorate('platform', context);
  // Before any plugin is awaited: an await fixes the error handler of every route registered so
  // far, and the app's static files plugin is awaited, so handlers set later miss the /wps/ routes.
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail('NOT_FOUND', `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(fail(error.errorCode, error.message, error.details));
    }
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', (error as Error).message));
    }
    request.log.error(error);
    return reply.code(500).send(fail('INTERNAL_ERROR', 'Something went wrong on our side'));
  });

  // An answer's ETag is taken from its text: compression's own hook runs after, on each route.
  registerAnswerCaching(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
  });
  registerHtmlHeaders(app);

  registerMerchantHook(app, context.merchants, options);
  registerMerchantGate(app);
  registerSessionHook(app, context.sessions, context.now);
  registerContractHooks(app, context.contract, { validateResponses: options.development });
  registerSystemRoutes(app, context.merchants);
  registerBootRoute(app, context.merchants, bootContentSource(context));
  registerVerificationRoutes(app, context.captchas, context.now, { development: options.development });
  for (const registerArea of [
    registerSessionsRoutes,
    registerAccountsRoutes,
    registerContentRoutes,
    registerGamesRoutes,
    registerWalletRoutes,
    registerPlayRoutes,
    registerEngagementRoutes,
    registerAgentsRoutes,
    registerRgRoutes,
  ]) {
    registerArea(app, context);
  }

  return app;
}
