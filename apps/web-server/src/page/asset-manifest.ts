import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPlatformLanguage, languageTagOf } from '@gp/domain';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

/** Where the built app keeps the chunks a first visit needs before it can paint. */
export interface AssetManifest {
  /** The brand pack's chunk and its logo's, as /m/ paths (empty for a pack the app lacks). */
  brandChunks(packId: string): string[];
  /** The message catalogue chunks of a platform language, English included, as /m/ paths. */
  catalogueChunks(platformLanguage: string): string[];
  /**
   * The chunks the screen of a route needs beyond what the entry script already brings (its page
   * chunk and the shared chunks it imports), as /m/ paths; empty for a route without a screen.
   */
  pageChunks(routeId: string): string[];
}

const THEMES_KEY = '../../themes/';
const CATALOGUE_KEY = '../../libs/i18n/src/compiled/';
const SOURCE_TAG = 'en';

/** Nothing to preload: an app built without a manifest still works, one request at a time. */
const EMPTY_MANIFEST: AssetManifest = { brandChunks: () => [], catalogueChunks: () => [], pageChunks: () => [] };

/** The build's route → page source table (written by the app's route-pages plugin). */
const ROUTE_PAGES_FILE = join('.vite', 'route-pages.json');

/** Every chunk key a chunk statically imports, itself included. */
function importClosure(chunks: Readonly<Record<string, ManifestChunk>>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !chunks[key]) return seen;
  seen.add(key);
  for (const imported of chunks[key].imports ?? []) importClosure(chunks, imported, seen);
  return seen;
}

/** Reads the app's build manifest so index.html can name the chunks a visit needs at once. */
export function readAssetManifest(distDir: string): AssetManifest {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return EMPTY_MANIFEST;
  const chunks = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const routePagesPath = join(distDir, ROUTE_PAGES_FILE);
  const routePages = existsSync(routePagesPath) ? (JSON.parse(readFileSync(routePagesPath, 'utf8')) as Record<string, string>) : {};
  const entryKeys = new Set(Object.keys(chunks).filter((key) => chunks[key]?.isEntry).flatMap((key) => [...importClosure(chunks, key)]));
  const fileOf = (key: string): string | null => (chunks[key] ? `/m/${chunks[key].file}` : null);
  const present = (files: (string | null)[]): string[] => files.filter((file): file is string => file !== null);
  return {
    brandChunks(packId) {
      const prefix = `${THEMES_KEY}${packId}/`;
      const keys = Object.keys(chunks).filter((key) => key.startsWith(prefix) && (key.endsWith('/brand.json') || key.endsWith('.svg?url')));
      return present(keys.sort().map(fileOf));
    },
    catalogueChunks(platformLanguage) {
      const tag = isPlatformLanguage(platformLanguage) ? languageTagOf(platformLanguage) : SOURCE_TAG;
      const tags = tag === SOURCE_TAG ? [SOURCE_TAG] : [tag, SOURCE_TAG];
      return present(tags.map((each) => fileOf(`${CATALOGUE_KEY}${each}.json`)));
    },
    pageChunks(routeId) {
      const source = Object.hasOwn(routePages, routeId) ? routePages[routeId] : undefined;
      if (!source) return [];
      return present([...importClosure(chunks, source)].filter((key) => !entryKeys.has(key)).map(fileOf));
    },
  };
}
