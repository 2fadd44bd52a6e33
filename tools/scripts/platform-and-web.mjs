/**
 * Runs the reference platform and the web tier in front of it, as `npm start`, the end-to-end
 * runs and the benchmarks do: the platform on its own port (loopback only, trusting the one proxy
 * hop in front of it), the web tier on the public port with PLATFORM_URL pointing at it. When either
 * stops, the other is stopped too, and `onExit` gets the first exit code.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

/** The platform port beside a web-tier port, unless PLATFORM_PORT names one. */
export const platformPortFor = (port) => Number(process.env.PLATFORM_PORT || port + 100);

/**
 * Starts both. `platformEntry` is the platform's main module (its e2e variant for test runs);
 * `env` goes to both; `platformEnv` and `webEnv` to one each.
 */
export function startPlatformAndWebTier({ port, platformEntry = 'apps/platform-server/src/main.ts', env = {}, platformEnv = {}, webEnv = {}, stdio = 'inherit', onExit }) {
  const platformPort = platformPortFor(port);
  const platform = spawn(process.execPath, [TSX, join(ROOT, platformEntry)], {
    cwd: ROOT,
    stdio,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(platformPort), TRUST_PROXY: '1', APP_PORT: String(port), ...platformEnv },
  });
  const web = spawn(process.execPath, [TSX, join(ROOT, 'apps/web-server/src/main.ts')], {
    cwd: ROOT,
    stdio,
    env: { ...process.env, ...env, PORT: String(port), PLATFORM_URL: `http://127.0.0.1:${platformPort}`, ...webEnv },
  });
  const children = [platform, web];
  let exited = false;
  for (const child of children) {
    child.on('exit', (code) => {
      for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
      if (!exited) {
        exited = true;
        // Wait for the other one to close its files before reporting.
        const other = children.find((each) => each !== child);
        if (other && other.exitCode === null && other.signalCode === null) other.once('exit', () => onExit?.(code ?? 0));
        else onExit?.(code ?? 0);
      }
    });
  }
  return { platformPort, stop: (signal = 'SIGTERM') => children.forEach((child) => child.kill(signal)) };
}
