/**
 * Starts the product for an end-to-end run: the platform server on a fresh copy of the seeded
 * database (the template the server's tests share, seeded once per version of its sources) in a
 * temporary folder, with passwords hashed at the test cost (PASSWORD_HASH_COST=test: the suite logs
 * in often), and the web tier in front of it on PORT serving the built app (`apps/mobile/dist`, or
 * E2E_APP_DIST for a build kept elsewhere). The platform listens on PORT + 100 (or PLATFORM_PORT).
 * The folder is removed when the servers stop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { startPlatformAndWebTier } from './platform-and-web.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
const servers = startPlatformAndWebTier({
  port: Number(process.env.PORT ?? 4391),
  platformEntry: 'apps/platform-server/src/testing/e2e-main.ts',
  platformEnv: { PASSWORD_HASH_COST: 'test', DATA_DIR: dataDir },
  // The web tier as deployed (React's production server build); the platform keeps its development helpers.
  webEnv: { APP_DIST: process.env.E2E_APP_DIST ?? join(ROOT, 'apps/mobile/dist'), HOST: '127.0.0.1', NODE_ENV: 'production' },
  onExit(code) {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(code);
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => servers.stop(signal));
