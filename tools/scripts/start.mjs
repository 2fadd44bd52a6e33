/**
 * `npm start`: installs what is missing, builds the app, then runs the reference platform server
 * (which creates, migrates and seeds its database on first start) serving the app under /m/.
 * PORT (8080), DATA_DIR (./data) and DEFAULT_MERCHANT may be set in the environment.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';
import { ROOT, QUIET_ENV, runBin } from './lib.mjs';

ensureDependencies();

console.log('Building the mobile app...');
if (runBin('nx', ['run', 'mobile:build', '--outputStyle=static']) !== 0) process.exit(1);

const server = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'apps/platform-server/src/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...QUIET_ENV },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
