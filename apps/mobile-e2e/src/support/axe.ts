import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test, type Frame, type Page } from '@playwright/test';

/** What an axe check looks at: a part of the page, and which rule sets (every rule by default). */
export interface AxeScope {
  /** A CSS selector to check only inside (an open dialog). */
  readonly include?: string;
  /** Rule tags, e.g. the WCAG A/AA sets; every rule when left out. */
  readonly tags?: readonly string[];
}

/** The WCAG 2.0 and 2.1 A and AA rule sets. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * The time one scan adds to its test's budget: axe walks the whole page (every tile of every row
 * on home, under the announcement popup) and takes tens of seconds on a busy machine, on top of
 * what the test waits for in the app.
 */
export const AXE_SCAN_BUDGET_MS = 30_000;

/** The axe-core engine that @axe-core/playwright runs, as a script to put into a page. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/** The part of an axe result the checks read. */
interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** The page's window once axe is in it. */
type AxeWindow = Window & { axe: { configure(spec: unknown): void; run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } };

/**
 * Puts axe into a frame once (a second scan of the same page reuses it) and lets it answer
 * the top frame from any origin, so that frames are checked as @axe-core/playwright checks them.
 */
async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => (window as unknown as AxeWindow).axe.configure({ allowedOrigins: ['<unsafe_all_origins>'], branding: { application: 'playwright' } }));
}

/** Waits until the page's finite animations and transitions (a dialog fading in, a drawer sliding) have ended: axe measures contrast as painted. */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the page as it is now and gives every finding, with its impact, as 'rule: element'. */
async function axeFindings(page: Page, scope: AxeScope): Promise<{ impact: string | null | undefined; text: string }[]> {
  const info = test.info();
  info.setTimeout(info.timeout + AXE_SCAN_BUDGET_MS);
  await animationsSettled(page);
  await injectAxe(page.mainFrame());
  // A frame that goes away meanwhile is not checked, as with @axe-core/playwright.
  for (const frame of page.frames().filter((frame) => frame !== page.mainFrame())) await injectAxe(frame).catch(() => undefined);
  const context = scope.include ? { include: [scope.include] } : { exclude: [] };
  // Only the violations are read: axe then details one node, not every node, of what passes.
  const options = { resultTypes: ['violations'], ...(scope.tags ? { runOnly: { type: 'tag', values: [...scope.tags] } } : {}) };
  const violations = await page.evaluate(
    async ([runContext, runOptions]) => (await (window as unknown as AxeWindow).axe.run(runContext, runOptions)).violations,
    [context, options] as const,
  );
  return violations.map((violation) => ({
    impact: violation.impact,
    text: `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  }));
}

/** Every serious or critical axe finding of the page as it is now (expect it to equal []). */
export async function seriousAxeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeFindings(page, scope)).filter((finding) => finding.impact === 'serious' || finding.impact === 'critical').map((finding) => finding.text);
}

/** Every axe finding of the page, whatever its impact (the stricter check of the frame's pages). */
export async function allAxeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeFindings(page, scope)).map((finding) => finding.text);
}
