import type { Plugin } from 'vite';

/** The module the app imports its screens' loaders from. */
export const PAGE_LOADERS_MODULE = 'virtual:page-loaders';
const RESOLVED_ID = `\0${PAGE_LOADERS_MODULE}`;

/** Where a built screen lives: its module under the pages folder (no extension) and the component it exports. */
export interface PageModuleEntry {
  readonly module: string;
  readonly component: string;
}

/**
 * The source of `virtual:page-loaders`: for each built screen, by route id, a function that loads
 * its module (a chunk of its own) and returns its component. Generated from the page table so the
 * bundle carries route ids and import calls only, not the table's paths and names (or a glob's
 * keys) in the first load.
 */
export function pageLoadersSource(pages: Readonly<Record<string, PageModuleEntry>>, pagesDir: string): string {
  const lines = Object.entries(pages).map(
    ([route, page]) => `  ${JSON.stringify(route)}: () => import(${JSON.stringify(`${pagesDir}/${page.module}.tsx`)}).then((m) => m[${JSON.stringify(page.component)}]),`,
  );
  return `export const PAGE_LOADERS = {\n${lines.join('\n')}\n};\n`;
}

/** Vite plugin serving `virtual:page-loaders` (build, dev server and the unit tests alike). */
export function pageLoadersPlugin(pages: Readonly<Record<string, PageModuleEntry>>, pagesDir: string): Plugin {
  return {
    name: 'page-loaders',
    resolveId: (id) => (id === PAGE_LOADERS_MODULE ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? pageLoadersSource(pages, pagesDir) : null),
  };
}
