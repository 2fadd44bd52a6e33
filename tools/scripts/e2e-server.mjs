/**
 * Starts the platform server for an end-to-end run on a fresh copy of the seeded database (the
 * template the server's tests share, seeded once per version of its sources) in a temporary
 * folder, serving the built app (`apps/mobile/dist`, or E2E_APP_DIST for a build kept elsewhere), with
 * passwords hashed at the test cost (PASSWORD_HASH_COST=test: the suite logs in often);
 * the folder is removed when the server stops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
const server = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'apps/platform-server/src/testing/e2e-main.ts')], {
  stdio: 'inherit',
  env: { ...process.env, PASSWORD_HASH_COST: 'test', DATA_DIR: dataDir, APP_DIST: process.env.E2E_APP_DIST ?? join(root, 'apps/mobile/dist'), HOST: '127.0.0.1' },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
