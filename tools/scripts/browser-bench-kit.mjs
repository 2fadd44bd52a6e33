/**
 * What the browser benchmarks share (`bench:lighthouse`, `bench:hydration`): the pages and brands
 * they visit (BRANDS and PAGES may narrow them, comma-separated), the middle value of a list, and
 * the product served as the end-to-end runs serve it.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

/** A comma-separated setting as a list, blanks dropped. */
const listOf = (value) => value.split(',').map((item) => item.trim()).filter(Boolean);

/** The brands (BRANDS, aurora and jade by default) and the first pages of a visit (PAGES) to measure. */
export function benchTargets(env = process.env) {
  return {
    brands: listOf(env.BRANDS ?? 'aurora,jade'),
    pages: listOf(env.PAGES ?? '/m/,/m/gameCenter,/m/login,/m/register,/m/activity'),
  };
}

/** The middle value of the numbers given (the mean of the two middle ones for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Starts the web tier in front of the platform on a fresh database (tools/scripts/e2e-server.mjs)
 * on `port`, stopped when the benchmark exits, and resolves once the web tier answers /healthz.
 */
export async function serveProduct(port) {
  const server = spawn(process.execPath, [join(ROOT, 'tools/scripts/e2e-server.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
  process.on('exit', () => server.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The web tier did not start within a minute');
}
