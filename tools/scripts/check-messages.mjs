/**
 * Fails when the English catalogue or its compiled form differs from a fresh extraction from the
 * source (a message added, changed or removed without running "npm run messages"), or when the
 * domain's catalogue of messages breaks its rules (tools/src/message-usage.mjs): an id used but not
 * defined, defined but not used, or an English text defined twice.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messageCatalogueProblems, readSources } from '../src/message-usage.mjs';
import { ROOT, runBin } from './lib.mjs';

const i18n = join(ROOT, 'libs/i18n');
const scratch = mkdtempSync(join(tmpdir(), 'messages-'));
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

try {
  const domainMessages = '../../libs/domain/src/messages/*.ts';
  const sources = ['../../apps/mobile/src/**/*.{ts,tsx}', '../../libs/ui/src/**/*.{ts,tsx}', domainMessages];
  const ignores = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/*.d.ts'].flatMap((glob) => ['--ignore', glob]);
  const extracted = join(scratch, 'en.json');
  const compiled = join(scratch, 'compiled-en.json');
  const catalogue = join(scratch, 'catalogue.json');
  const failed =
    runBin('formatjs', ['extract', ...sources, ...ignores, '--out-file', extracted], { cwd: i18n }) ||
    runBin('formatjs', ['extract', domainMessages, ...ignores, '--out-file', catalogue], { cwd: i18n }) ||
    runBin('formatjs', ['compile', extracted, '--ast', '--out-file', compiled], { cwd: i18n });
  if (failed) process.exit(1);
  const problems = [];
  if (!same(read(extracted), read(join(i18n, 'lang/en.json')))) problems.push('libs/i18n/lang/en.json');
  if (!same(read(compiled), read(join(i18n, 'src/compiled/en.json')))) problems.push('libs/i18n/src/compiled/en.json');
  if (problems.length) {
    console.error(`messages check: ${problems.join(' and ')} out of date. Run "npm run messages" and commit the result.`);
    process.exit(1);
  }
  const english = Object.fromEntries(Object.entries(read(extracted)).map(([id, message]) => [id, message.defaultMessage]));
  const catalogueProblems = messageCatalogueProblems({ catalogue: Object.keys(read(catalogue)), english, sources: readSources(ROOT) });
  if (catalogueProblems.length) {
    console.error(`messages check: the catalogue of messages (libs/domain/src/messages) has problems:\n  ${catalogueProblems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`messages check: ${Object.keys(read(extracted)).length} messages, ${Object.keys(read(catalogue)).length} in the domain's catalogue, all current`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
