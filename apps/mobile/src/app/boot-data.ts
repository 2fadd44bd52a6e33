import { BOOT_DATA_ELEMENT_ID } from '@gp/domain';

/**
 * Reads the boot data the server wrote into index.html (the status and whitelabel of this
 * host), or null when there is none (the dev server, a static host) or it cannot be parsed. The
 * system store checks its shape before trusting it.
 */
export function readBootData(doc: Pick<Document, 'getElementById'>): unknown {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
