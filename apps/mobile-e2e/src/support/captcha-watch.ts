import { expect, type Page } from '@playwright/test';
import { captchaAnswer } from './accounts-api';

/**
 * Follows the captcha challenges a page loads (GET /wps/captcha): how many so far, the latest
 * one's id, and its answer from the development outbox.
 */
export function watchCaptchas(page: Page, merchant: string) {
  const ids: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/wps/captcha')) return;
    const body = (await response.json().catch(() => null)) as { value?: { captchaId?: string } } | null;
    if (body?.value?.captchaId) ids.push(body.value.captchaId);
  });
  const latestId = async (after = 0): Promise<string> => {
    await expect.poll(() => ids.length, { message: 'a new captcha was loaded' }).toBeGreaterThan(after);
    return ids.at(-1) ?? '';
  };
  return {
    /** How many challenges the page has loaded so far. */
    loaded: () => ids.length,
    /** The id of the latest challenge, once more than `after` were loaded. */
    latestId,
    /** The answer of the latest challenge, once more than `after` were loaded. */
    answer: async (after = 0) => captchaAnswer(merchant, await latestId(after)),
  };
}
