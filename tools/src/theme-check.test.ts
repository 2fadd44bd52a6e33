import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEMANTIC_COLOR_NAMES } from '@gp/theming';
import { checkThemes, listPackFolders, loadBrandPackSchema } from './theme-check';

const root = resolve(import.meta.dirname, '../..');
const themesDir = join(root, 'themes');
const schema = loadBrandPackSchema(root);
let scratch: string | undefined;

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

/** Copies the aurora pack into a scratch themes folder and lets a test break it. */
function brokenCopy(edit: (pack: Record<string, unknown>, folder: string) => void): string {
  scratch = mkdtempSync(join(tmpdir(), 'themes-'));
  const folder = join(scratch, 'aurora');
  cpSync(join(themesDir, 'aurora'), folder, { recursive: true });
  const pack = JSON.parse(readFileSync(join(folder, 'brand.json'), 'utf8')) as Record<string, unknown>;
  edit(pack, folder);
  writeFileSync(join(folder, 'brand.json'), JSON.stringify(pack));
  return scratch;
}

describe('checkThemes', () => {
  it('finds no problem in the brand packs of this repository', () => {
    expect(listPackFolders(themesDir).length).toBeGreaterThanOrEqual(2);
    expect(checkThemes(themesDir, schema)).toEqual([]);
  });

  it('reports a pack that breaks the schema', () => {
    const dir = brokenCopy((pack) => {
      pack['palette'] = { bad: 'red' };
    });
    expect(checkThemes(dir, schema).map((p) => p.problem).join()).toMatch(/palette\/bad must match pattern/);
  });

  it('reports a reference to an unknown palette colour', () => {
    const dir = brokenCopy((pack) => {
      pack['modes'] = { dark: { text: 'nowhere' }, light: {} };
    });
    expect(checkThemes(dir, schema)).toContainEqual({ pack: 'aurora', problem: expect.stringMatching(/unknown palette colour "nowhere"/) });
  });

  it('reports unreadable text', () => {
    const dir = brokenCopy((pack) => {
      pack['modes'] = { dark: { text: 'violet900', background: 'violet950', surface: 'violet950' }, light: {} };
    });
    expect(checkThemes(dir, schema).some((p) => /dark: text on background has contrast/.test(p.problem))).toBe(true);
  });

  it('reports an id that differs from the folder and a logo that loads from outside', () => {
    const dir = brokenCopy((pack, folder) => {
      pack['id'] = 'other';
      writeFileSync(join(folder, 'logo.svg'), '<svg><image href="https://example.invalid/a.png"/></svg>');
    });
    const problems = checkThemes(dir, schema).map((p) => p.problem);
    expect(problems).toContain('id "other" differs from its folder name');
    expect(problems).toContain('logo logo.svg loads something from outside');
  });

  it('lists the same semantic names in the schema as the theme contract', () => {
    const overrides = (schema as { $defs: { semanticOverrides: { propertyNames: { enum: string[] } } } }).$defs
      .semanticOverrides.propertyNames.enum;
    expect([...overrides].sort()).toEqual([...SEMANTIC_COLOR_NAMES].sort());
  });
});
