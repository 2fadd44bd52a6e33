import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where the contract lives and where its generated types are committed. */
export const CONTRACT = join(ROOT, 'openapi/platform.yaml');
export const GENERATED = join(ROOT, 'libs/api-client/src/generated/platform.ts');

/** Generates the TypeScript types of a contract with the pinned openapi-typescript. */
export function generateTypes(contractPath) {
  const dir = mkdtempSync(join(tmpdir(), 'codegen-'));
  try {
    const out = join(dir, 'platform.ts');
    execFileSync(join(ROOT, 'node_modules/.bin/openapi-typescript'), [contractPath, '--output', out], { stdio: 'pipe' });
    return readFileSync(out, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Compares a fresh generation from the contract with the committed types. */
export function isGeneratedClientCurrent(contractPath = CONTRACT, generatedPath = GENERATED) {
  return { current: generateTypes(contractPath) === readFileSync(generatedPath, 'utf8'), generatedPath };
}
