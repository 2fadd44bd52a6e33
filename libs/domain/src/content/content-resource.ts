import { isObfuscatedAddress } from './obfuscated-address';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DATA_IMAGE = /^data:image\//i;
/** What may follow the origin in an absolute address on it: a path, a query, a fragment or nothing. */
const AFTER_ORIGIN = /^(?:[/?#]|$)/;

/** Whether `value` starts with `prefix` (letter case aside) followed by a path, query, fragment or nothing. */
function isOn(value: string, prefix: string): boolean {
  return value.slice(0, prefix.length).toLowerCase() === prefix.toLowerCase() && AFTER_ORIGIN.test(value.slice(prefix.length));
}

/**
 * Whether operator HTML may keep a resource address (an image's `src`, a video's `poster`): only
 * what the page's content policy lets it load anyway, so nothing is fetched from elsewhere and the
 * browser has no violation to report. Kept: relative addresses other than `//host/…`, absolute
 * ones on `origin` (as `location.origin` spells it, e.g. `https://play.example.ph`), `blob:`
 * addresses of `origin` and `data:image/…`. Refused: other hosts, ports and schemes, and any
 * obfuscated address (isObfuscatedAddress). Trailing whitespace is dropped.
 */
export function isContentResourceAllowed(url: string, origin: string): boolean {
  const value = url.trimEnd();
  if (value === '' || isObfuscatedAddress(value)) return false;
  if (DATA_IMAGE.test(value)) return true;
  if (!SCHEME.test(value)) return !value.startsWith('//');
  return isOn(value, origin) || isOn(value, `blob:${origin}`);
}
