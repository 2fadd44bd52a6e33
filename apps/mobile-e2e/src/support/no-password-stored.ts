import { expect, type Page } from '@playwright/test';

/** The forms a stored password could take: as typed, base64 once or twice (the spec's legacy record), URL-encoded, reversed. */
export function passwordForms(password: string): string[] {
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
  const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  const reversed = [...password].reverse().join('');
  const forms = [
    password,
    base64(password),
    base64url(password),
    base64(base64(password)),
    base64url(base64(password)),
    encodeURIComponent(password),
    encodeURIComponent(base64(password)),
    reversed,
    base64(reversed),
  ];
  // A base64 text loses its padding inside a longer one; compare without it.
  return [...new Set(forms.map((form) => form.replace(/=+$/, '')))];
}

/**
 * Proves that no password, encoded or not, is left where scripts can read it after a flow: every
 * key and value of local and session storage of the page's origin and every cookie of the context
 * is searched for the password as typed, base64 (once or twice), URL-encoded and reversed.
 */
export async function expectNoPasswordStored(page: Page, password: string): Promise<void> {
  const stored = await page.evaluate(() => {
    const entries: string[] = [];
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) entries.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    return entries;
  });
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  const forms = passwordForms(password);
  const leaks = [...stored, ...cookies].flatMap((entry) => {
    let decoded = entry;
    try {
      decoded = decodeURIComponent(entry);
    } catch {
      /* Not URL-encoded text: searched as it is. */
    }
    return forms.filter((form) => entry.includes(form) || decoded.includes(form)).map((form) => `${entry.slice(0, 40)}… holds ${form}`);
  });
  expect(leaks, 'a password form found in storage or cookies').toEqual([]);
}
