import {
  TYPE,
  isPluralElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../lang/en.json';
import pt from '../lang/pt.json';
import th from '../lang/th.json';
import tl from '../lang/tl.json';
import vi from '../lang/vi.json';
import zh from '../lang/zh.json';
import compiledPt from './compiled/pt.json';
import compiledTh from './compiled/th.json';
import compiledTl from './compiled/tl.json';
import compiledVi from './compiled/vi.json';
import compiledZh from './compiled/zh.json';
import { SOURCE_LOCALE, SUPPORTED_LOCALES, type Locale } from './locales';

/** A catalogue in the formatjs default format: id to its message (and, for English, a description). */
type Catalogue = Record<string, { defaultMessage: string; description?: string }>;
type Translation = Exclude<Locale, typeof SOURCE_LOCALE>;

const source: Catalogue = en;
/** Typed as a full record, so that a language added to SUPPORTED_LOCALES without its files fails to compile. */
const translations: Record<Translation, Catalogue> = { tl, zh, vi, th, pt };
const compiled: Record<Translation, unknown> = { tl: compiledTl, zh: compiledZh, vi: compiledVi, th: compiledTh, pt: compiledPt };
const languages = SUPPORTED_LOCALES.filter((locale): locale is Translation => locale !== SOURCE_LOCALE);

/** Kind of value an ICU argument takes: a plain value (also formatted as number, date or time), a plural count, a select key or a rich-text tag. */
type ArgumentKind = 'value' | 'plural' | 'select' | 'tag';

/** Every argument and tag a message uses, with its kind. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, ArgumentKind>()): Map<string, ArgumentKind> {
  for (const element of elements) {
    if (isPluralElement(element) || isSelectElement(element)) {
      found.set(element.value, isPluralElement(element) ? 'plural' : 'select');
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (isTagElement(element)) {
      found.set(`<${element.value}>`, 'tag');
      argumentsOf(element.children, found);
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      found.set(element.value, 'value');
    }
  }
  return found;
}

describe('argumentsOf', () => {
  it('finds plain, plural, select and nested arguments and tags', () => {
    const found = argumentsOf(parse('{name}: {count, plural, one {# bet on {game}} other {# bets}} {kind, select, a {<b>{amount, number}</b>} other {}}'));
    expect(Object.fromEntries(found)).toEqual({ name: 'value', count: 'plural', game: 'value', kind: 'select', '<b>': 'tag', amount: 'value' });
  });
});

describe.each(languages)('%s catalogue', (locale: Translation) => {
  const catalogue: Catalogue = translations[locale];

  it('only holds ids the English catalogue has', () => {
    const stale = Object.keys(catalogue).filter((id) => !Object.hasOwn(source, id));
    expect(stale, `ids no longer in lang/en.json: remove them from lang/${locale}.json`).toEqual([]);
  });

  it('translates every message of the app', () => {
    const missing = Object.keys(source).filter((id) => !Object.hasOwn(catalogue, id));
    expect(missing, `messages missing from lang/${locale}.json`).toEqual([]);
  });

  it('keeps every message valid ICU with the arguments of the English one', () => {
    const problems: string[] = [];
    for (const [id, { defaultMessage }] of Object.entries(catalogue)) {
      const english = source[id];
      if (!english) continue;
      if (!defaultMessage.trim()) {
        problems.push(`${id}: empty`);
        continue;
      }
      let translated: Map<string, ArgumentKind>;
      try {
        translated = argumentsOf(parse(defaultMessage));
      } catch (error) {
        problems.push(`${id}: not valid ICU (${String(error)})`);
        continue;
      }
      const expected = argumentsOf(parse(english.defaultMessage));
      for (const [name, kind] of expected) {
        if (!translated.has(name)) problems.push(`${id}: lacks {${name}}`);
        else if (translated.get(name) !== kind) problems.push(`${id}: {${name}} is ${translated.get(name)}, English has ${kind}`);
      }
      for (const name of translated.keys()) {
        if (!expected.has(name)) problems.push(`${id}: uses {${name}}, which English does not pass`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a compiled catalogue that matches its source (formatjs compile)', () => {
    const expected = Object.fromEntries(Object.entries(catalogue).map(([id, { defaultMessage }]) => [id, parse(defaultMessage)]));
    expect(compiled[locale], `run: formatjs compile lang/${locale}.json --ast --out-file src/compiled/${locale}.json`).toEqual(expected);
  });
});
