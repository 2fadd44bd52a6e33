/** The messages the app sends its service worker. */
export const SERVICE_WORKER_MESSAGES = {
  /** The player agreed to the update prompt: the waiting worker takes over (the page then reloads). */
  skipWaiting: 'SKIP_WAITING',
  /** Keep what a first visit used before the worker ran, for the next visit (and one without a signal): its pages (and home's) and pictures. */
  keepFirstVisit: 'KEEP_FIRST_VISIT',
} as const;

/** A message to the service worker. */
export type ServiceWorkerMessage =
  | { readonly type: typeof SERVICE_WORKER_MESSAGES.skipWaiting }
  | { readonly type: typeof SERVICE_WORKER_MESSAGES.keepFirstVisit; readonly pages: readonly string[]; readonly pictures: readonly string[] };

/** Where the built worker is served, and the part of the site it controls. */
export const SERVICE_WORKER_URL = '/m/service-worker.js';
