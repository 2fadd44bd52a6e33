import type { Page } from '@playwright/test';

/** What the page keeps in local storage under `key` (null when nothing). */
export function storedValue(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}
