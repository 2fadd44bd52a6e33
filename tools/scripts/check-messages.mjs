/**
 * Fails when the English catalogue or its compiled form differs from a fresh extraction from the
 * source (a message added, changed or removed without running "npm run messages").
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runBin } from './lib.mjs';

const i18n = join(ROOT, 'libs/i18n');
const scratch = mkdtempSync(join(tmpdir(), 'messages-'));
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

try {
  const sources = ['../../apps/mobile/src/**/*.{ts,tsx}', '../../libs/ui/src/**/*.{ts,tsx}'];
  const ignores = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.d.ts'].flatMap((glob) => ['--ignore', glob]);
  const extracted = join(scratch, 'en.json');
  const compiled = join(scratch, 'compiled-en.json');
  const failed =
    runBin('formatjs', ['extract', ...sources, ...ignores, '--out-file', extracted], { cwd: i18n }) ||
    runBin('formatjs', ['compile', extracted, '--ast', '--out-file', compiled], { cwd: i18n });
  if (failed) process.exit(1);
  const problems = [];
  if (!same(read(extracted), read(join(i18n, 'lang/en.json')))) problems.push('libs/i18n/lang/en.json');
  if (!same(read(compiled), read(join(i18n, 'src/compiled/en.json')))) problems.push('libs/i18n/src/compiled/en.json');
  if (problems.length) {
    console.error(`messages check: ${problems.join(' and ')} out of date. Run "npm run messages" and commit the result.`);
    process.exit(1);
  }
  console.log(`messages check: ${Object.keys(read(extracted)).length} messages, catalogue current`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
