/** Small helpers shared by the workspace scripts: run a command, find the workspace root. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The workspace root (two folders up from tools/scripts). */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Environment every script's children get: Nx never reaches out, Playwright never downloads. */
export const QUIET_ENV = {
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
};

/** Runs a command in the workspace root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...QUIET_ENV, ...options.env },
    shell: false,
  });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Runs a binary of node_modules/.bin. */
export function runBin(name, args, options = {}) {
  return run(resolve(ROOT, 'node_modules/.bin', name), args, options);
}
