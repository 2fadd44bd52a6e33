import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  process.env['NX_DAEMON'] = 'false';
  process.env['NX_NO_CLOUD'] = 'true';
  // The boundary rule reads the cached project graph and silently skips without one.
  await createProjectGraphAsync({ exitOnError: false });
  eslint = new ESLint({ cwd: root });
});

/** The rule ids that fire when `code` stands in an existing file of a project. */
async function rulesFiredFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = '@nx/enforce-module-boundaries';

describe('layer boundaries (ARCHITECTURE.md)', () => {
  it.each([
    ['domain may not import a store', 'libs/domain/src/index.ts', "export { RootStore } from '@gp/stores';"],
    ['domain may not import react', 'libs/domain/src/index.ts', "export { useState } from 'react';"],
    ['domain may not import mobx', 'libs/domain/src/index.ts', "export { observable } from 'mobx';"],
    ['domain may not import react-intl', 'libs/domain/src/index.ts', "export { defineMessages } from 'react-intl';"],
    ['domain may not import openapi-fetch', 'libs/domain/src/index.ts', "export { default } from 'openapi-fetch';"],
    ['stores may not import react', 'libs/stores/src/index.ts', "export { useState } from 'react';"],
    ['stores may not import styled-components', 'libs/stores/src/index.ts', "export { css } from 'styled-components';"],
    ['stores may not import the ui', 'libs/stores/src/index.ts', "export { Button } from '@gp/ui';"],
    ['ui may not import mobx', 'libs/ui/src/index.ts', "export { observable } from 'mobx';"],
    ['ui may not import the api client', 'libs/ui/src/index.ts', "export { createPlatformClient } from '@gp/api-client';"],
    ['ui may not import the stores', 'libs/ui/src/index.ts', "export { RootStore } from '@gp/stores';"],
  ])('%s', async (_name, file, code) => {
    expect(await rulesFiredFor(file, code)).toContain(BOUNDARY);
  });

  it.each([
    ['stores may import domain and the api client', 'libs/stores/src/index.ts', "export { SYSTEM_STATUS } from '@gp/domain';\nexport { getWhitelabel } from '@gp/api-client';"],
    ['ui may import theming', 'libs/ui/src/index.ts', "export { resolveTheme } from '@gp/theming';"],
    ['the app may import every library', 'apps/mobile/src/main.tsx', "export { RootStore } from '@gp/stores';\nexport { Button } from '@gp/ui';"],
  ])('%s', async (_name, file, code) => {
    expect(await rulesFiredFor(file, code)).not.toContain(BOUNDARY);
  });

  it('keeps the domain free of I/O, clocks and randomness', async () => {
    const fired = await rulesFiredFor(
      'libs/domain/src/index.ts',
      'export const a = () => fetch("/x");\nexport const b = () => Date.now();\nexport const c = () => Math.random();\nexport const d = () => localStorage.getItem("k");',
    );
    expect(fired.filter((id) => id === 'no-restricted-globals')).toHaveLength(2);
    expect(fired.filter((id) => id === 'no-restricted-properties')).toHaveLength(2);
  });

  it('keeps colour literals out of components', async () => {
    const fired = await rulesFiredFor('libs/ui/src/index.ts', "export const css = 'color: #ff0000';");
    expect(fired).toContain('workspace/no-hardcoded-colors');
  });

  it.each([
    ['the shared fixtures', 'apps/mobile/src/main.tsx', "export { gameFixture } from '@gp/stores/testing';"],
    ["the stores' test support", 'libs/stores/src/index.ts', "export { FakePlatform } from './test-support/fake-platform';"],
    ["the app's test helpers", 'apps/mobile/src/main.tsx', "export { renderApp } from './testing/render-app';"],
    ["a page's fixtures", 'apps/mobile/src/pages/forget/forget-page.tsx', "export { mockAccountSettings } from './account-fixtures';"],
  ])('keeps %s out of shipped code', async (_name, file, code) => {
    expect(await rulesFiredFor(file, code)).toContain('no-restricted-imports');
  });

  it('lets tests use the shared fixtures', async () => {
    const code = "export { gameFixture } from '@gp/stores/testing';";
    expect(await rulesFiredFor('apps/mobile/src/games/use-game-tap.test.tsx', code)).not.toContain('no-restricted-imports');
  });

  it('keeps each screen out of the others', async () => {
    const fired = await rulesFiredFor('apps/mobile/src/pages/games/game-centre-page.tsx', "export { HomePage } from '../home/home-page';");
    expect(fired).toContain('workspace/no-cross-screen-imports');
  });

  it('makes a screen take its model from useScreenModel, not build it or call the platform itself', async () => {
    const file = 'apps/mobile/src/pages/feedback/feedback-page.tsx';
    const byHand = await rulesFiredFor(file, "import { FeedbackModel } from '@gp/stores';\nexport const make = (root: { api: unknown }) => new FeedbackModel(root.api as never);");
    expect(byHand.filter((id) => id === 'no-restricted-syntax')).toHaveLength(2);
    const fromFactory = await rulesFiredFor(file, "import { useScreenModel } from '../../app/use-screen-model';\nimport { feedbackModel } from '@gp/stores';\nexport const useModel = () => useScreenModel(feedbackModel);");
    expect(fromFactory).not.toContain('no-restricted-syntax');
  });

  it('lets a screen import the shared folders of the app', async () => {
    const fired = await rulesFiredFor('apps/mobile/src/pages/games/game-centre-page.tsx', "export { TopBanners } from '../../content/content-banners';");
    expect(fired).not.toContain('workspace/no-cross-screen-imports');
  });
});

/** Source of `lines` lines, each a statement of its own. */
const linesOfCode = (lines: number): string => Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join('\n');

describe('line budgets per layer', () => {
  it.each([
    ['a component', 'libs/ui/src/button/button.tsx', 150],
    ['an app module', 'apps/mobile/src/forms/error-messages.ts', 150],
    ['a store', 'libs/stores/src/ui.store.ts', 250],
    ['a domain module', 'libs/domain/src/index.ts', 200],
    ['a server module', 'apps/platform-server/src/app.ts', 250],
    ['an api-client module', 'libs/api-client/src/index.ts', 250],
  ])('fails %s over its budget, not one at it', async (_name, file, max) => {
    expect(await rulesFiredFor(file, linesOfCode(max + 1))).toContain('max-lines');
    expect(await rulesFiredFor(file, linesOfCode(max))).not.toContain('max-lines');
  });

  it('counts neither tests nor stories', async () => {
    expect(await rulesFiredFor('libs/ui/src/button/button.test.tsx', linesOfCode(400))).not.toContain('max-lines');
    expect(await rulesFiredFor('libs/ui/src/button/button.stories.tsx', linesOfCode(400))).not.toContain('max-lines');
  });
});
