/** The messages the app sends its service worker. */
export const SERVICE_WORKER_MESSAGES = {
  /** The player agreed to the update prompt: the waiting worker takes over (the page then reloads). */
  skipWaiting: 'SKIP_WAITING',
  /** Keep these pages (and home's) for a visit without a signal. */
  keepPages: 'KEEP_PAGES',
} as const;

/** A message to the service worker. */
export type ServiceWorkerMessage =
  | { readonly type: typeof SERVICE_WORKER_MESSAGES.skipWaiting }
  | { readonly type: typeof SERVICE_WORKER_MESSAGES.keepPages; readonly urls: readonly string[] };

/** Where the built worker is served, and the part of the site it controls. */
export const SERVICE_WORKER_URL = '/m/service-worker.js';
