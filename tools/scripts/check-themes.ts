/** Checks every brand pack under themes/ and prints what an operator must fix. */
import { resolve } from 'node:path';
import { checkThemes, listPackFolders, loadBrandPackSchema } from '../src/theme-check';

const root = resolve(import.meta.dirname, '../..');
const themesDir = resolve(root, 'themes');
const problems = checkThemes(themesDir, loadBrandPackSchema(root));
for (const { pack, problem } of problems) console.error(`themes/${pack}: ${problem}`);
console.log(`theme check: ${listPackFolders(themesDir).length} brand packs, ${problems.length} problems`);
process.exitCode = problems.length === 0 ? 0 : 1;
