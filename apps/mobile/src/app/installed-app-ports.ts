import type { ConnectivityPort, ServiceWorkerPort } from '@gp/stores';
import { Workbox } from 'workbox-window';
import type { StaleBuildWindow } from './stale-build';
import { SERVICE_WORKER_MESSAGES, SERVICE_WORKER_URL, type ServiceWorkerMessage } from '../service-worker/messages';

/** The browser's signal: navigator.onLine and the window's online and offline events. */
export function browserConnectivity(): ConnectivityPort {
  return {
    isOnline: () => navigator.onLine,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  };
}

/** Sends a message to the worker that controls the site (once there is one). */
function tellWorker(message: ServiceWorkerMessage): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}

/** How long a first visit waits after load before the worker downloads the app's code. */
const FIRST_VISIT_QUIET_MS = 5_000;

/**
 * Resolves once the page has loaded and, on a first visit (no worker yet), has then had a few quiet
 * seconds and an idle moment: the worker's background download of the app's code (hundreds of kB)
 * must not compete with the first screen's pictures and calls on a slow line or a slow phone.
 */
async function pageSettled(firstVisit: boolean): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((loaded) => window.addEventListener('load', loaded, { once: true }));
  if (!firstVisit) return;
  await new Promise((quiet) => setTimeout(quiet, FIRST_VISIT_QUIET_MS));
  if ('requestIdleCallback' in window) await new Promise((idle) => window.requestIdleCallback(idle, { timeout: 2_000 }));
}

/**
 * The app's service worker through Workbox's window library: registered once the page has loaded
 * and settled (it then downloads the app's code in the background, not beside the first screen), a waiting new
 * build reported, and taken over on the player's word, after which every open tab reloads into it.
 */
export function browserServiceWorker(): ServiceWorkerPort {
  let workbox: Workbox | null = null;
  // A page the worker already served is in its pages cache: only a first visit's needs keeping.
  let servedByWorker = false;
  return {
    async register(onUpdateWaiting) {
      if (!('serviceWorker' in navigator)) return false;
      servedByWorker = navigator.serviceWorker.controller !== null;
      await pageSettled(!servedByWorker);
      // A new build taking over (from this tab's prompt or another's) reloads every open tab into it:
      // the old build's chunks leave the phone with the old worker.
      if (servedByWorker) navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/m/' });
      workbox.addEventListener('waiting', onUpdateWaiting);
      await workbox.register();
      return true;
    },
    keepFirstVisit(pages) {
      if (servedByWorker) return;
      // Everything the page loaded so far; the worker keeps only the public pictures among them.
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      tellWorker({ type: SERVICE_WORKER_MESSAGES.keepFirstVisit, pages, pictures: loaded.filter((url) => url.startsWith(window.location.origin)) });
    },
    async activateUpdate() {
      const registration = await navigator.serviceWorker.getRegistration();
      // Another tab already let the new build in: this page only needs to load it.
      if (!registration?.waiting) window.location.reload();
      else workbox?.messageSkipWaiting();
    },
  };
}

/** The browser's window as the stale-build guard uses it: its events, a look at whether a script is still served, a reload. */
export function browserStaleBuildWindow(): StaleBuildWindow {
  return {
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    // A GET (the web tier answers HEAD for no file): only after a failure, and a chunk is a few kB.
    isGone: (url) => fetch(url, { cache: 'no-store' }).then((response) => response.status === 404, () => false),
    reload: () => window.location.reload(),
  };
}
