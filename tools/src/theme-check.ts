import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import {
  MIN_TEXT_CONTRAST,
  TEXT_CONTRAST_PAIRS,
  THEME_MODES,
  contrastRatio,
  resolveSemanticColors,
  type BrandPack,
} from '@gp/theming';

/** One thing wrong with one brand pack, in words an operator can act on. */
export interface ThemeProblem {
  readonly pack: string;
  readonly problem: string;
}

/** Reads the JSON schema of a brand pack from the theming library. */
export function loadBrandPackSchema(workspaceRoot: string): object {
  return JSON.parse(readFileSync(join(workspaceRoot, 'libs/theming/brand-pack.schema.json'), 'utf8')) as object;
}

/** Lists the folders under `themes/` that hold a brand pack. */
export function listPackFolders(themesDir: string): string[] {
  return readdirSync(themesDir)
    .filter((name) => statSync(join(themesDir, name)).isDirectory())
    .sort();
}

function logoProblems(folder: string, pack: BrandPack): string[] {
  const logoPath = join(folder, pack.logo);
  if (!existsSync(logoPath)) return [`logo file ${pack.logo} is missing`];
  const svg = readFileSync(logoPath, 'utf8');
  const problems: string[] = [];
  if (!svg.includes('<svg')) problems.push(`logo ${pack.logo} is not an SVG`);
  if (/(?:href|src)\s*=\s*["'](?:https?:)?\/\//i.test(svg)) problems.push(`logo ${pack.logo} loads something from outside`);
  if (/<script/i.test(svg)) problems.push(`logo ${pack.logo} contains a script`);
  return problems;
}

function colourProblems(pack: BrandPack): string[] {
  return THEME_MODES.flatMap((mode) => {
    let colors;
    try {
      colors = resolveSemanticColors(pack, mode);
    } catch (error) {
      return [(error as Error).message];
    }
    return TEXT_CONTRAST_PAIRS.flatMap(([fg, bg]) => {
      const ratio = contrastRatio(colors[fg], colors[bg]);
      return ratio < MIN_TEXT_CONTRAST
        ? [`${mode}: ${fg} on ${bg} has contrast ${ratio.toFixed(2)}, below ${MIN_TEXT_CONTRAST}`]
        : [];
    });
  });
}

/**
 * Checks every brand pack under `themesDir`: schema, id equal to its folder, a safe SVG logo,
 * palette references that resolve, and readable text contrast in every mode.
 */
export function checkThemes(themesDir: string, schema: object): ThemeProblem[] {
  const validate = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
  return listPackFolders(themesDir).flatMap((folderName) => {
    const folder = join(themesDir, folderName);
    const report = (problem: string): ThemeProblem => ({ pack: folderName, problem });
    const file = join(folder, 'brand.json');
    if (!existsSync(file)) return [report('brand.json is missing')];
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      return [report(`brand.json is not JSON: ${(error as Error).message}`)];
    }
    if (!validate(data)) {
      return (validate.errors ?? []).map((e) => report(`brand.json ${e.instancePath || '/'} ${e.message ?? 'is invalid'}`));
    }
    const pack = data as BrandPack;
    return [
      ...(pack.id === folderName ? [] : [`id "${pack.id}" differs from its folder name`]),
      ...logoProblems(folder, pack),
      ...colourProblems(pack),
    ].map(report);
  });
}
