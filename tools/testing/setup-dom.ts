/**
 * Shared set-up of every DOM test: jest-dom matchers, a clean document after each test, a
 * silent `window.scrollTo` (jsdom has no layout; a test that cares stubs it with a spy), and
 * `findBy…`/`waitFor` waiting up to 5 s instead of 1 s: on two busy cores (the whole suite runs
 * projects in parallel) a screen that loads lazily and fetches through the mock platform can
 * take longer than a second to appear, which failed tests that were right.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });

window.scrollTo = () => undefined;
afterEach(() => cleanup());
