import { dirname, join, resolve } from 'node:path';

/** How the web tier runs, read from the environment. */
export interface WebConfig {
  readonly port: number;
  readonly host: string;
  /** Origin of the platform the web tier stands in front of (its /wps/, /lgw/ and pages). */
  readonly platformUrl: string;
  /** Folder of the built mobile app served under /m/. */
  readonly appDistDir: string;
  /** The app's server build that renders first screens; null renders none (the browser renders every page). */
  readonly serverEntry: string | null;
  /** How long a brand's boot data and first pages are reused before the platform is asked again. */
  readonly bootTtlMs: number;
  /** How long the web tier waits for the platform's boot data. */
  readonly platformTimeoutMs: number;
}

function numberOf(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > max) throw new Error(`${name} must be a whole number from 0 to ${max}, got ${text}`);
  return value;
}

/** The platform's origin from PLATFORM_URL: http(s), no path, query or credentials. */
function platformUrlOf(text: string | undefined): string {
  if (!text) throw new Error('PLATFORM_URL must name the platform the web tier serves, e.g. http://127.0.0.1:8081');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PLATFORM_URL must be an http(s) origin, cannot read: ${text}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`PLATFORM_URL must be an http(s) origin without a path, got ${text}`);
  }
  return url.origin;
}

/**
 * Reads PORT, HOST, PLATFORM_URL, APP_DIST, SSR_ENTRY (the server build beside the app's by default,
 * `dist-ssr/entry-server.js`; `off` renders no screen on the server), BOOT_TTL_MS and PLATFORM_TIMEOUT_MS.
 */
export function readWebConfig(env: NodeJS.ProcessEnv, workspaceRoot: string): WebConfig {
  const appDistDir = resolve(workspaceRoot, env['APP_DIST'] || 'apps/mobile/dist');
  const serverEntry = env['SSR_ENTRY'] === 'off' ? null : resolve(workspaceRoot, env['SSR_ENTRY'] || join(dirname(appDistDir), 'dist-ssr', 'entry-server.js'));
  return {
    port: numberOf(env, 'PORT', 8080, 65535),
    host: env['HOST'] || '0.0.0.0',
    platformUrl: platformUrlOf(env['PLATFORM_URL']),
    appDistDir,
    serverEntry,
    bootTtlMs: numberOf(env, 'BOOT_TTL_MS', 10_000, 600_000),
    platformTimeoutMs: numberOf(env, 'PLATFORM_TIMEOUT_MS', 2_000, 60_000),
  };
}
