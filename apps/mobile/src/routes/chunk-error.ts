/** What browsers say when the code of a lazily loaded page cannot be downloaded. */
const CHUNK_FAILURE = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (?:CSS )?chunk \S+ failed/i, // older bundlers
];

/** Tells whether an error is the failed download of a page's code (not a bug in the page). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE.some((pattern) => pattern.test(message));
}
