import type { ConnectivityPort, ServiceWorkerPort } from '@gp/stores';
import { Workbox } from 'workbox-window';
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

/**
 * The app's service worker through Workbox's window library: registered once the page has loaded
 * (it then downloads the app's code in the background, not beside the first screen), a waiting new
 * build reported, and taken over on the player's word, after which the page reloads into it.
 */
export function browserServiceWorker(): ServiceWorkerPort {
  let workbox: Workbox | null = null;
  return {
    async register(onUpdateWaiting) {
      if (!('serviceWorker' in navigator)) return false;
      if (document.readyState !== 'complete') await new Promise((loaded) => window.addEventListener('load', loaded, { once: true }));
      workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/m/' });
      workbox.addEventListener('waiting', onUpdateWaiting);
      await workbox.register();
      return true;
    },
    keepPages(urls) {
      tellWorker({ type: SERVICE_WORKER_MESSAGES.keepPages, urls });
    },
    activateUpdate() {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      workbox?.messageSkipWaiting();
    },
  };
}
