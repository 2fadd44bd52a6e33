/** Prefixes of the platform's calls: `/wps/` for the platform, `/lgw/` for the lottery gateway's order records. */
export const API_PREFIXES = ['/wps/', '/lgw/'] as const;

/** Whether a URL or route path is a platform call the contract must declare. */
export function isApiPath(url: string | undefined): boolean {
  return url !== undefined && API_PREFIXES.some((prefix) => url.startsWith(prefix));
}
