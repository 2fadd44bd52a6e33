import { bootPartsOf, type BootParts } from '@gp/api-client';
import { BOOT_DATA_ELEMENT_ID } from '@gp/domain';

/**
 * Reads the boot data the server wrote into index.html (the merchant's status and whitelabel of this host,
 * and what the first screen shows) and checks it, once, for the whole app: the parts that keep
 * the contract's shape. Nothing when there is no block (the dev server, a static host) or it cannot
 * be parsed; the stores then make their calls.
 */
export function readBootData(doc: Pick<Document, 'getElementById'>): BootParts {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    return bootPartsOf(JSON.parse(text));
  } catch {
    return {};
  }
}
