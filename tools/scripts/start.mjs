/**
 * `npm start`: installs what is missing, builds the app, then runs the reference platform server
 * (which creates, migrates and seeds its database on first start) and the web tier in front of it,
 * which serves the app under /m/ and forwards the app's calls to the platform. PORT (8080, the
 * web tier's), PLATFORM_PORT (PORT + 100), DATA_DIR (./data) and DEFAULT_MERCHANT may be set.
 */
import { ensureDependencies } from './ensure-deps.mjs';
import { QUIET_ENV, runBin } from './lib.mjs';
import { startPlatformAndWebTier } from './platform-and-web.mjs';

ensureDependencies();

console.log('Building the mobile app...');
if (runBin('nx', ['run', 'mobile:build', '--outputStyle=static']) !== 0) process.exit(1);

const servers = startPlatformAndWebTier({ port: Number(process.env.PORT || 8080), env: QUIET_ENV, onExit: (code) => process.exit(code) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => servers.stop(signal));
