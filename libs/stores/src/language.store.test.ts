import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { PlatformLanguage } from '@gp/domain';
import { LANGUAGE_KEY, LanguageStore } from './language.store';
import { createMemoryStorage } from './ports';
import { ManualClock } from './test-support/manual-clock';

function setup(storage = createMemoryStorage(), supported: PlatformLanguage[] = ['EN', 'TY', 'CN']) {
  const clock = new ManualClock();
  const tags: string[] = [];
  const system = observable({ supportedLanguages: supported, defaultLanguage: 'EN' as string | null });
  const store = new LanguageStore({ storage, clock, system, documentLanguage: { setLang: (tag) => tags.push(tag) } });
  return { clock, tags, system, store, storage };
}

describe('LanguageStore', () => {
  it('maps the platform code to the document language and sets it at start and on change', () => {
    const { store, tags } = setup();
    store.start();
    expect(store.current).toBe('EN');
    expect(tags).toEqual(['en']);
    store.setLanguage('TY');
    expect(store.locale).toBe('tl');
    expect(tags).toEqual(['en', 'tl']);
    store.stop();
  });

  it('remembers the choice and falls back when the merchant does not support it', () => {
    const storage = createMemoryStorage();
    setup(storage).store.setLocale('zh-Hant');
    expect(storage.getItem(LANGUAGE_KEY)).toBe('CN');
    expect(setup(storage).store.current).toBe('CN');
    expect(setup(storage, ['EN', 'VI']).store.current).toBe('EN');
    expect(setup(storage).store.setLocale('de')).toBe(false);
  });

  it('bumps languageVersion 250 ms after the last of a burst of changes', () => {
    const { clock, store } = setup();
    store.start();
    store.setLanguage('TY');
    clock.advance(200);
    store.setLanguage('CN');
    clock.advance(249);
    expect(store.languageVersion).toBe(0);
    clock.advance(1);
    expect(store.languageVersion).toBe(1);
    clock.advance(1000);
    expect(store.languageVersion).toBe(1);
    store.stop();
  });

  it('follows the merchant default once the whitelabel arrives', () => {
    const { clock, store, system, tags } = setup();
    store.start();
    runInAction(() => (system.defaultLanguage = 'TY'));
    expect(tags.at(-1)).toBe('tl');
    clock.advance(250);
    expect(store.languageVersion).toBe(1);
    store.stop();
  });
});
