/**
 * Installs the workspace's dependencies when node_modules is missing or older than the lockfile
 * or package.json. Uses only Node's standard library, so it runs before anything is installed.
 *
 * Packages are installed first and their install scripts run after (`npm rebuild`): the one that
 * costs is better-sqlite3, whose SQLite is compiled from source (about 70 s of one core) because its
 * prebuilt binaries live outside the package registry. `npm test` lets that compile run in the
 * background while the checks that do not touch the database run (see `nativeBuild`).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { QUIET_ENV, ROOT, run } from './lib.mjs';

const installed = join(ROOT, 'node_modules/.package-lock.json');
const scriptsRan = join(ROOT, 'node_modules/.install-scripts-ran');
const lockfile = join(ROOT, 'package-lock.json');
const manifests = [lockfile, join(ROOT, 'package.json')].filter((file) => existsSync(file));

const mtime = (file) => statSync(file).mtimeMs;
const isOlderThan = (file, others) => !existsSync(file) || others.some((other) => mtime(other) > mtime(file));

/**
 * Installs the packages when they are missing or stale, without running their install scripts
 * (`nativeBuild` runs them). Exits the process with npm's code when the install fails.
 */
export function installPackages() {
  if (!isOlderThan(installed, manifests)) return;
  console.log('Installing dependencies (first run or changed lockfile)...');
  const code = run('npm', [existsSync(lockfile) ? 'ci' : 'install', '--no-audit', '--no-fund', '--ignore-scripts']);
  if (code !== 0) {
    console.error('Dependency install failed. Check your connection to the npm registry and run it again.');
    process.exit(code);
  }
}

/** Whether the installed packages' install scripts (native builds) still have to run. */
const scriptsPending = () => isOlderThan(scriptsRan, [installed]);

const REBUILD_ARGS = ['rebuild', '--no-audit', '--no-fund'];

/**
 * Runs the install scripts the install skipped (better-sqlite3's compile above all), in the
 * background: resolves with npm's exit code, 0 at once when they already ran. Its output goes to a
 * log file (a pipe would fill while the caller runs its checks synchronously) and is printed only
 * when it fails, so that it does not interleave with the checks running meanwhile.
 */
export function nativeBuild() {
  if (!scriptsPending()) return Promise.resolve(0);
  const logFile = join(ROOT, 'node_modules/.native-build.log');
  const log = openSync(logFile, 'w');
  return new Promise((resolve) => {
    const child = spawn('npm', REBUILD_ARGS, { cwd: ROOT, env: { ...process.env, ...QUIET_ENV }, stdio: ['ignore', log, log] });
    let finished = false;
    const finish = (code) => {
      if (finished) return;
      finished = true;
      closeSync(log);
      if (code === 0) writeFileSync(scriptsRan, '');
      else process.stderr.write(`npm rebuild failed (${code}):\n${readFileSync(logFile, 'utf8')}\n`);
      resolve(code);
    };
    child.on('error', (error) => {
      writeSync(log, String(error));
      finish(1);
    });
    child.on('exit', (code) => finish(code ?? 1));
  });
}

/** Installs what is missing and runs the install scripts, waiting for both (npm start, dev, build). */
export function ensureDependencies() {
  installPackages();
  if (!scriptsPending()) return;
  console.log('Building native modules (better-sqlite3 compiles SQLite on a first install)...');
  const code = run('npm', REBUILD_ARGS);
  if (code !== 0) {
    console.error('Building the native modules failed: a C/C++ compiler, make and python3 are needed for better-sqlite3.');
    process.exit(code);
  }
  writeFileSync(scriptsRan, '');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) ensureDependencies();
