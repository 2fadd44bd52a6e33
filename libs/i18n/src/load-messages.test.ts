import { LANGUAGE_TAGS } from '@gp/domain';
import { describe, expect, it } from 'vitest';
import source from '../lang/en.json';
import { loadMessages } from './load-messages';
import { SUPPORTED_LOCALES, matchLocale } from './locales';

describe('loadMessages', () => {
  it('loads the compiled English catalogue with every extracted message', async () => {
    const { locale, messages } = await loadMessages('en');
    expect(locale).toBe('en');
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    expect(Object.keys(messages).length).toBeGreaterThan(10);
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))('loads the %s catalogue, not the English one', async (tag) => {
    const { locale, messages } = await loadMessages(tag);
    const english = (await loadMessages('en')).messages;
    expect(locale).toBe(tag);
    expect(Object.keys(messages).length).toBeGreaterThan(10);
    // Some words stay English in every language (VIP, OK), but most differ.
    const translated = Object.keys(messages).filter((id) => JSON.stringify(messages[id]) !== JSON.stringify(english[id]));
    expect(translated.length).toBeGreaterThan(Object.keys(messages).length / 2);
  });

  it('takes a region or script variant as its language', async () => {
    expect((await loadMessages('zh-CN')).locale).toBe('zh');
    expect((await loadMessages('pt-BR')).locale).toBe('pt');
    expect((await loadMessages('TL')).locale).toBe('tl');
  });

  it('falls back to English for a language it does not ship', async () => {
    expect((await loadMessages('xx')).locale).toBe('en');
    expect((await loadMessages('fr-FR')).locale).toBe('en');
    expect((await loadMessages('')).locale).toBe('en');
  });
});

describe('locales', () => {
  it('ships a catalogue for every platform language code, under the tag the domain gives it', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(Object.values(LANGUAGE_TAGS).sort());
  });

  it('matches tags case-insensitively by language', () => {
    expect(matchLocale('vi')).toBe('vi');
    expect(matchLocale('th_TH')).toBe('th');
    expect(matchLocale('zh-Hant')).toBe('zh');
    expect(matchLocale('fil')).toBeNull();
  });
});
