import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What an axe check looks at: a part of the page, and which rule sets (every rule by default). */
export interface AxeScope {
  /** A CSS selector to check only inside (an open dialog). */
  readonly include?: string;
  /** Rule tags, e.g. the WCAG A/AA sets; every rule when left out. */
  readonly tags?: readonly string[];
}

/** The WCAG 2.0 and 2.1 A and AA rule sets. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** Runs axe on the page as it is now and gives every finding, with its impact, as 'rule: element'. */
async function axeFindings(page: Page, scope: AxeScope): Promise<{ impact: string | null | undefined; text: string }[]> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.tags) builder = builder.withTags([...scope.tags]);
  const results = await builder.analyze();
  return results.violations.map((violation) => ({
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
