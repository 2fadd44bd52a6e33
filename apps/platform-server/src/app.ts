import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/open-database';
import { ApiError, fail } from './http/envelope';
import { registerContractHooks } from './contract/contract-hooks';
import { ContractValidator } from './contract/contract-validator';
import { loadContract } from './contract/openapi-contract';
import { registerMerchantHook } from './merchants/merchant-hook';
import { MerchantRepository } from './merchants/merchant-repository';
import { registerSystemRoutes } from './routes/system-routes';
import { registerVerificationRoutes } from './routes/verification-routes';
import { CaptchaService } from './security/captcha-service';
import { registerAppRoutes } from './web/serve-app';

/** What the server is built from: a migrated database and its settings. */
export interface AppOptions {
  readonly db: Db;
  readonly defaultMerchant: string;
  readonly development: boolean;
  /** Folder of the built mobile app, or null to serve the API only. */
  readonly appDistDir: string | null;
  /** Fastify's logger setting; off in tests. */
  readonly logger?: boolean | { level: string };
  /** The clock of the platform's rules (captcha expiry...); Date.now when not given. */
  readonly now?: () => number;
  /** The compiled contract; loaded from openapi/platform.yaml when not given. */
  readonly contract?: ContractValidator;
}

let sharedContract: ContractValidator | undefined;

/** The contract validator of openapi/platform.yaml, compiled once per process. */
export function platformContract(): ContractValidator {
  sharedContract ??= new ContractValidator(loadContract());
  return sharedContract;
}

/** Builds the reference platform server: the /wps/ API over the database, and the app under /m/. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, return503OnClosing: true });
  const merchants = new MerchantRepository(options.db);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
  });

  registerContractHooks(app, options.contract ?? platformContract(), { validateResponses: options.development });
  registerMerchantHook(app, merchants, options);
  registerSystemRoutes(app, merchants);
  registerVerificationRoutes(app, new CaptchaService(options.db), options.now ?? Date.now);
  if (options.appDistDir) await registerAppRoutes(app, options.appDistDir);

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail('NOT_FOUND', `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(fail(error.errorCode, error.message, error.details));
    }
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST', (error as Error).message));
    }
    request.log.error(error);
    return reply.code(500).send(fail('INTERNAL_ERROR', 'Something went wrong on our side'));
  });
  return app;
}
