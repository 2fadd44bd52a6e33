/**
 * Installs the workspace's dependencies when node_modules is missing or older than the lockfile
 * or package.json. Uses only Node's standard library, so it runs before anything is installed.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './lib.mjs';

const marker = join(ROOT, 'node_modules/.package-lock.json');
const lockfile = join(ROOT, 'package-lock.json');
const manifests = [lockfile, join(ROOT, 'package.json')].filter((file) => existsSync(file));

const mtime = (file) => statSync(file).mtimeMs;
const stale = !existsSync(marker) || manifests.some((file) => mtime(file) > mtime(marker));

if (stale) {
  console.log('Installing dependencies (first run or changed lockfile)...');
  const code = run('npm', [existsSync(lockfile) ? 'ci' : 'install', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('Dependency install failed. Check your connection to the npm registry and run it again.');
    process.exit(code);
  }
}
