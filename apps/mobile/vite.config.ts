import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Build tooling, not app code: the app's own boundaries (app → libs) do not apply to its build config.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { stripMessageTextsPlugin } from '../../tools/src/strip-message-texts';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { routePagesManifestPlugin } from '../../tools/src/route-pages-manifest';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { precompressPlugin } from '../../tools/src/precompress';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { pageLoadersPlugin } from '../../tools/src/page-loaders-plugin';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { styledComponentIdsPlugin } from '../../tools/src/styled-component-ids';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { brandAppIconsPlugin } from '../../tools/src/brand-app-icons';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { NEUTRAL_BRAND_PACK } from '../../libs/theming/src/neutral-pack';
import { PAGE_MODULES, pageSourceOf } from './src/routes/page-modules';

/** The screens' folder, which `virtual:page-loaders` imports each page module from. */
export const PAGES_DIR = fileURLToPath(new URL('./src/pages', import.meta.url));

/**
 * What the installed app's icons are drawn from: every brand pack in themes/, and for a whitelabel
 * naming no known pack, the app's own mark in the neutral look's colours.
 */
const APP_ICONS = {
  themesDir: fileURLToPath(new URL('../../themes', import.meta.url)),
  neutral: { ...NEUTRAL_BRAND_PACK.manifest, logoSvg: readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8') },
};

/**
 * The service worker (src/service-worker/service-worker.ts, built into dist/service-worker.js) and
 * what it precaches: every script of the app (its screens, brand packs and English catalogue) but
 * the other languages' catalogues, which it keeps once a player uses one. The web tier writes the
 * manifests and the app registers the worker itself, after the first screen is up.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/*.js', 'favicon.svg'],
    globIgnores: ['assets/{tl,zh,vi,th,pt}-*.js'],
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
});

/** Where `npm run dev` forwards API calls: the reference platform server. */
const PLATFORM_URL = process.env['PLATFORM_URL'] ?? 'http://localhost:8080';

/**
 * Every catalogue is compiled to ASTs (`npm run messages -w @gp/i18n`) and the app merges English
 * under any other language, so no message is ever parsed at run time: the production build drops
 * the ICU parser (about 15 kB gzipped), as formatjs recommends. Dev keeps it, so a message added
 * before the catalogues are rebuilt still shows.
 */
const withoutIcuParser = [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }];

/** Route id → the page's source path, as Vite's manifest keys it. */
function routePageSources(): Record<string, string> {
  return Object.fromEntries(Object.entries(PAGE_MODULES).map(([id, page]) => [id, pageSourceOf(page)]));
}

/**
 * The small modules that the first screen and the screens' chunks share (the domain's constants,
 * route table and error catalogue, the platform envelope and error, the preload helper, React's core
 * that lazily loaded libraries import too) go into one
 * chunk: left to itself the bundler gives each a chunk of its own, and every extra initial file
 * costs the first load its request and its wrapper.
 */
const BOOT_CHUNK = {
  name: 'boot',
  test: /libs\/domain\/src\/(constants|routes|errors)\/|libs\/api-client\/src\/(envelope|platform-error)|vite\/preload-helper|@oxc-project\/runtime|@babel\/runtime|defineProperty|node_modules\/react\/|node_modules\/scheduler\//,
};

/**
 * What a game tap needs on every screen that shows tiles (home, the game centre and lists, the
 * lottery pages): the domain's decision and its lottery query, the tile, the tap hook and the
 * players-online draw. One chunk instead of a dozen small ones, each with its own request and
 * wrapper (the game centre measured 0.8 kB over its budget from them alone).
 */
const GAME_TAP_CHUNK = {
  name: 'game-tap',
  includeDependenciesRecursively: false,
  test: /libs\/domain\/src\/(games\/(game-tap|game-tile)|lottery\/(launch-query|lottery-launcher))|libs\/stores\/src\/(game-tile|players-online)|apps\/mobile\/src\/games\/(use-game-tap|lottery-handoff)|libs\/ui\/src\/game-tile\//,
};

/**
 * The small helpers most screens share (the screen-model hook, the load-failed view, link opening,
 * category labels, the game types, links and paging, the query string), in one chunk for the same reason.
 */
const SCREEN_KIT_CHUNK = {
  name: 'screen-kit',
  includeDependenciesRecursively: false,
  test: /apps\/mobile\/src\/(app\/use-screen-model|content\/use-open-link|games\/category-label)|libs\/ui\/src\/(focus-trap\/use-focus-when-lost|load-failed\/)|libs\/domain\/src\/(games\/(game-types|game-links|game-paging)|lottery\/query-string)/,
};

/**
 * Chunk file names: the chunks every first load fetches, the language catalogues and the brand
 * packs keep their names; every other chunk (screens, layers, shared parts) is named by its hash
 * alone. Each name appears in the entry's preload map, which grows with every screen: short names
 * cut the first load by about 0.9 kB gzip. Source maps and the build manifest still tell which is which.
 */
const NAMED_CHUNK = /^(boot|rolldown-runtime|styled-components\.browser\.esm)$/;
function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const data = chunk.facadeModuleId !== null && /\.(json|svg)(\?.*)?$/.test(chunk.facadeModuleId);
  return NAMED_CHUNK.test(chunk.name) || data ? 'assets/[name]-[hash].js' : 'assets/[hash].js';
}

/** Chunks index.html loads up front, so no screen's preload list needs to name them. */
const ALWAYS_LOADED = /\/(index|boot|rolldown-runtime|styled-components\.browser\.esm)-[\w-]+\.js$/;

/**
 * The client build (`dist/`, served under /m/) and the server build of `src/entry-server.tsx`
 * (`dist-ssr/`, never served: the web tier imports it to render first screens). Both run the same
 * source transforms, so that a component renders alike on either side.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  base: '/m/',
  // Production builds also drop the English texts and translator notes from message descriptors;
  // the client build writes which page module each route opens (for the web tier's preload hints),
  // each brand's installed-app icons (for the web tier's manifests) and a Brotli copy of every script (the web tier sends it to browsers that accept it).
  plugins: [
    styledComponentIdsPlugin(),
    react(),
    pageLoadersPlugin(PAGE_MODULES, PAGES_DIR),
    stripMessageTextsPlugin(),
    ...(isSsrBuild ? [] : [routePagesManifestPlugin(routePageSources()), brandAppIconsPlugin(APP_ICONS), serviceWorker, precompressPlugin()]),
  ],
  resolve: { alias: command === 'build' ? withoutIcuParser : [] },
  // Node would load styled-components' CommonJS build, whose default export is not `styled`: the
  // server build bundles its ES module instead (one copy, shared by the app and its style sheet).
  ssr: { noExternal: ['styled-components'] },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2020',
        sourcemap: true,
        assetsInlineLimit: 4096,
        // The web tier reads it to preload the brand, catalogue and page chunks a request needs.
        manifest: true,
        rolldownOptions: { output: { chunkFileNames: chunkFileName, codeSplitting: { groups: [BOOT_CHUNK, GAME_TAP_CHUNK, SCREEN_KIT_CHUNK] } } },
        // A screen's preload list leaves out what index.html already loaded before any screen opens.
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps) },
      },
  server: {
    port: 4200,
    // The platform's API, order records, generated images, and its demo game, chat, lottery and payment pages.
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/cdn', '/media', '/demo', '/sandbox', '/m/lotto-h5'].map((prefix) => [prefix, { target: PLATFORM_URL, changeOrigin: false }]),
    ),
  },
  preview: { port: 4300 },
}));
