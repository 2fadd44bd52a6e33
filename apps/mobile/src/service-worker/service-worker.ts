/// <reference lib="webworker" />
/**
 * The app's service worker (built by vite-plugin-pwa from this file, served as /m/service-worker.js,
 * scope /m/). It precaches the app's code and brand packs, so that a repeat visit loads none of it
 * again; keeps the pages, pictures and public platform answers it has seen (and those of the first
 * visit, loaded before it ran), so that a repeat visit costs a few kB and the app opens
 * without a signal; and never keeps what a session asked for (see cache-rules.ts). A new build
 * waits until the player agrees to the update prompt (the page sends SKIP_WAITING).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { SERVICE_WORKER_MESSAGES, type ServiceWorkerMessage } from './messages';
import { withoutServerRender } from './offline-page';
import { APP_SCOPE, ASSETS_CACHE, IMAGES_CACHE, PAGES_CACHE_PREFIX, PUBLIC_API_CACHE, pagesCacheOf, isApiRead, isAppAsset, isAppPage, isImage, isKeepableApiAnswer, isKeepableAppAnswer } from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { readonly __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

/** How long a page waits for the network before the copy kept for it is shown (a slow signal). */
const PAGE_NETWORK_TIMEOUT_S = 4;
const DAY_S = 24 * 60 * 60;

/** Keeps only whole answers of the app's own that may be kept. */
const appAnswersOnly = { cacheWillUpdate: async ({ response }: { response: Response }) => (isKeepableAppAnswer(response) ? response : null) };

/** This build's precache list (written in by the build: the name may appear only once in this file). */
const PRECACHE = self.__WB_MANIFEST;
/** This build's pages (see pagesCacheOf); older builds' pages are dropped when this worker takes over. */
const PAGES_CACHE = pagesCacheOf(PRECACHE);

precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();
self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE).map((name) => caches.delete(name))))
      .then(() => keepPages([]))
      .catch(() => undefined),
  );
});
// The first visit's page comes under the worker at once, so that it works offline from then on.
clientsClaim();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppPage(url),
  new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S, plugins: [appAnswersOnly, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_S })] }),
);
registerRoute(({ url }) => isAppAsset(url), new CacheFirst({ cacheName: ASSETS_CACHE, plugins: [appAnswersOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY_S })] }));
/**
 * Pictures show from the phone for a day (the platform's own max-age for them, 86400), then are
 * fetched again; one it marks no-store is never kept: a repeat visit downloads none, and a banner
 * replaced at its address shows within a day, as it would without a worker.
 */
const pictures = new CacheFirst({ cacheName: IMAGES_CACHE, plugins: [appAnswersOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: DAY_S, purgeOnQuotaError: true })] });
registerRoute(({ url }) => isImage(url), pictures);
registerRoute(
  ({ request, url }) => isApiRead(url, request.method),
  new NetworkFirst({
    cacheName: PUBLIC_API_CACHE,
    plugins: [
      { cacheWillUpdate: async ({ request, response }) => (isKeepableApiAnswer(request, response) ? response : null) },
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S }),
    ],
  }),
);

/**
 * A page with no copy of its own opens as home's copy, less the note of what its server render
 * assumed: the app then renders the screen asked for afresh instead of adopting home's markup.
 */
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const home = await (await caches.open(PAGES_CACHE)).match(APP_SCOPE);
  if (!home) return Response.error();
  // The body is rewritten (and no longer compressed): its length and encoding headers do not carry over.
  const headers = new Headers(home.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(withoutServerRender(await home.text()), { headers });
});

/** Keeps the public pictures a first visit showed before the worker ran (fetched again once, in the background). */
async function keepPictures(urls: readonly string[], event: ExtendableEvent): Promise<void> {
  const kept = urls.filter((url) => isImage(new URL(url, self.location.origin)));
  await Promise.all(kept.map((url) => pictures.handle({ request: new Request(url), event }).catch(() => undefined)));
}

/** Keeps the page a visit opened on (fetched before the worker ran) and home's, for the next visit without a signal. */
async function keepPages(urls: readonly string[]): Promise<void> {
  const pages = await caches.open(PAGES_CACHE);
  await Promise.all(
    [APP_SCOPE, ...urls].map(async (url) => {
      if (!isAppPage(new URL(url, self.location.origin))) return;
      const response = await fetch(url, { credentials: 'same-origin' });
      if (isKeepableAppAnswer(response)) await pages.put(url, response);
    }),
  );
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as ServiceWorkerMessage | null;
  if (message?.type === SERVICE_WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
  if (message?.type === SERVICE_WORKER_MESSAGES.keepFirstVisit) {
    event.waitUntil(Promise.all([keepPages(message.pages), keepPictures(message.pictures, event)]).catch(() => undefined));
  }
});
