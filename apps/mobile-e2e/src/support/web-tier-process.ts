import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { E2E_PLATFORM_PORT } from './brand-url';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** The built app the end-to-end run serves (E2E_APP_DIST, else the repository's build). */
export const BUILT_APP = process.env['E2E_APP_DIST'] ?? join(ROOT, 'apps/mobile/dist');

/** A web tier this test started, and how to stop it. */
export interface StartedWebTier {
  stop(): Promise<void>;
}

/**
 * Starts a web tier as an operator would (the built app at `appDist` and the platform's address,
 * nothing else) on `port` of 127.0.0.1, in front of the run's platform; resolves once it is ready.
 */
export async function startWebTier(port: number, appDist = BUILT_APP): Promise<StartedWebTier> {
  const tier = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'apps/web-server/src/main.ts')], {
    env: { PATH: process.env['PATH'], PLATFORM_URL: `http://127.0.0.1:${E2E_PLATFORM_PORT}`, PORT: String(port), HOST: '127.0.0.1', APP_DIST: appDist, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => tier.once('exit', () => done()));
  await new Promise<void>((ready, failed) => {
    tier.stdout?.on('data', (chunk: Buffer) => (chunk.toString().includes('ready on port') ? ready() : undefined));
    tier.once('exit', (code) => failed(new Error(`the web tier stopped (exit ${code})`)));
  });
  return {
    async stop() {
      tier.kill('SIGTERM');
      await exited;
    },
  };
}
