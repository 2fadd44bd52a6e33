import { describe, expect, it } from 'vitest';
import { chatLanguageOf, languageTagOf, platformLanguageOf, resolveLanguage, supportedLanguages } from './language-codes';

describe('language codes', () => {
  it('maps EN, TY, CN, VI, TH and PT to their tags', () => {
    expect((['EN', 'TY', 'CN', 'VI', 'TH', 'PT'] as const).map(languageTagOf)).toEqual(['en', 'tl', 'zh', 'vi', 'th', 'pt']);
  });

  it('maps tags back to codes', () => {
    expect(platformLanguageOf('tl')).toBe('TY');
    expect(platformLanguageOf('zh-Hant')).toBe('CN');
    expect(platformLanguageOf('fr')).toBeNull();
  });
});

describe('supportedLanguages', () => {
  it('keeps known configured languages in order, without repeats', () => {
    expect(supportedLanguages(['en', 'TY', 'XX', 'EN'])).toEqual(['EN', 'TY']);
  });

  it('falls back to the default language', () => {
    expect(supportedLanguages([])).toEqual(['EN']);
    expect(supportedLanguages(null, 'TY')).toEqual(['TY']);
  });
});

describe('resolveLanguage', () => {
  it('prefers the player, then the merchant default, then the first supported', () => {
    expect(resolveLanguage('ty', ['EN', 'TY'], 'EN')).toBe('TY');
    expect(resolveLanguage('VI', ['EN', 'TY'], 'TY')).toBe('TY');
    expect(resolveLanguage(null, ['TH', 'EN'], 'XX')).toBe('TH');
    expect(resolveLanguage(null, [], null)).toBe('EN');
  });
});

describe('chatLanguageOf', () => {
  it('upper-cases and normalises Chinese to CN', () => {
    expect(chatLanguageOf('en')).toBe('EN');
    expect(chatLanguageOf('zh-CN')).toBe('CN');
    expect(chatLanguageOf('cn')).toBe('CN');
  });
});
