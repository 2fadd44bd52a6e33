import type { Plugin } from 'vite';

/** Where the build writes the route → page source table, beside Vite's own manifest. */
export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

/**
 * Vite plugin for production builds: writes `{ routeId: 'src/pages/…-page.tsx' }` (the keys of
 * Vite's build manifest) so the platform server, which knows which screen a visit opens on, can
 * name that screen's chunks in index.html and have them download beside the entry script.
 */
export function routePagesManifestPlugin(sources: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'route-pages-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_FILE, source: `${JSON.stringify(sources, null, 2)}\n` });
    },
  };
}
