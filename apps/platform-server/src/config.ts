import { resolve } from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

/** How the reference platform server runs, read from the environment. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder of the SQLite database file; created on first start. */
  readonly dataDir: string;
  /** Merchant used when neither the Merchant header, a dev query nor the host name names one. */
  readonly defaultMerchant: string;
  /** Development mode allows `?merchant=` and exposes development-only helpers. */
  readonly development: boolean;
  /** Secret of captcha and SMS-code hashes; random per process when unset (codes then die with a restart). */
  readonly secret: string | undefined;
  /** The proxies whose `X-Forwarded-For` names the client (TRUST_PROXY); none by default. */
  readonly trustProxy: TrustProxy;
}

/** Reads the server configuration: PORT, HOST, DATA_DIR, DEFAULT_MERCHANT, NODE_ENV, PLATFORM_SECRET, TRUST_PROXY. */
export function readConfig(env: NodeJS.ProcessEnv, workspaceRoot: string): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: resolve(workspaceRoot, env['DATA_DIR'] ?? 'data'),
    defaultMerchant: env['DEFAULT_MERCHANT'] ?? 'aurora',
    development: env['NODE_ENV'] !== 'production',
    secret: secretOf(env['PLATFORM_SECRET'], env['NODE_ENV'] === 'production'),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
  };
}

function secretOf(value: string | undefined, production: boolean): string | undefined {
  if (value === undefined || value === '') {
    if (production) throw new Error('PLATFORM_SECRET must be set in production (32 characters or more)');
    return undefined;
  }
  if (value.length < 32) throw new Error('PLATFORM_SECRET must have 32 characters or more');
  return value;
}
