/**
 * Shared set-up of every DOM test: jest-dom matchers, a clean document after each test, and a
 * silent `window.scrollTo` (jsdom has no layout; a test that cares stubs it with a spy).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

window.scrollTo = () => undefined;
afterEach(() => cleanup());
