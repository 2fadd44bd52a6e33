/**
 * Shared set-up of every DOM test: jest-dom matchers, a clean document after each test, a
 * silent `window.scrollTo` (jsdom has no layout; a test that cares stubs it with a spy), and
 * `findBy…`/`waitFor` waiting up to 10 s instead of 1 s: on two busy cores (the whole suite runs
 * projects in parallel) a screen that loads lazily and fetches through the mock platform can
 * take longer than a second to appear, and the first screen of a file (its lazy modules
 * transformed on demand) took 5.5 s beside a running end-to-end suite, which failed tests that
 * were right. It is a ceiling: a passing wait ends when the screen shows.
 *
 * Most test files share one jsdom per worker (vitest.shared.ts), and this file runs
 * again before each of them: it starts each file with empty storage, no cookies, the address `/` and
 * an empty body, as a fresh environment would. The head stays: styled-components keeps the style
 * element it made there for the whole worker.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

window.scrollTo = () => undefined;
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.body.replaceChildren();
document.documentElement.removeAttribute('lang');
document.title = '';
afterEach(() => cleanup());
