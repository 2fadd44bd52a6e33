import { describe, expect, it } from 'vitest';
import { SEED_BANNERS, SEED_NEWS, SEED_NOTICES, SEED_POPUPS, SEED_PROMOTIONS } from './announcement-seed-data';
import { SEED_EVENTS } from './event-seed-data';
import { SEED_HELP_TOPICS } from './help-seed-data';
import { SEED_ABOUT, SEED_VIP_LEVELS } from './page-seed-data';
import { SEED_LANGUAGES, seedTextIn, seedTextsToWrite, type SeedLanguage, type SeedTexts } from './seed-texts';

/** Every seeded item's texts, named for failure messages. */
const ITEMS: readonly (readonly [name: string, texts: SeedTexts])[] = [
  ...SEED_BANNERS.map((b, i) => [`banner ${i}`, b.texts] as const),
  ...SEED_NOTICES.map((n, i) => [`notice ${i}`, n.texts] as const),
  ...SEED_POPUPS.map((p) => [`popup ${p.execution}`, p.texts] as const),
  ...SEED_PROMOTIONS.map((p, i) => [`promotion ${i} ${p.category}`, p.texts] as const),
  ...SEED_NEWS.map((n, i) => [`news ${i}`, n.texts] as const),
  ...SEED_HELP_TOPICS.flatMap((t) => [[`help ${t.tag}`, t.texts] as const, ...t.children.map((c, i) => [`help ${t.tag} ${i}`, c] as const)]),
  ...SEED_EVENTS.map((e, i) => [`event ${i}`, e.texts] as const),
];

/** Every text of a language as [name, text] pairs: titles, contents, About Us and VIP benefits. */
function textsOf(language: SeedLanguage): [string, string][] {
  const items = ITEMS.flatMap(([name, texts]): [string, string][] => {
    const text = texts[language];
    return text ? [[`${name} title`, text[0]], [`${name} content`, text[1] ?? '']] : [];
  });
  const about = SEED_ABOUT[language];
  const pages: [string, string][] = [['about title', about.title], ['about caption', about.caption], ...about.paragraphs.map((p, i): [string, string] => [`about ${i}`, p])];
  const vip = SEED_VIP_LEVELS.flatMap((level) => level.benefits[language].map((b, i): [string, string] => [`vip ${level.level} ${i}`, b]));
  return [...items, ...pages, ...vip];
}

/** What a translation must keep exactly: HTML tags with their attributes, placeholders and peso amounts (in any order). */
const fixedParts = (text: string): string[] => (text.match(/<[^>]+>|\{site\}|\{img\}|₱[\d,]+/g) ?? []).sort();

describe('seeded content texts', () => {
  it('has every item in all six languages', () => {
    for (const [name, texts] of ITEMS) expect(Object.keys(texts).sort(), name).toEqual([...SEED_LANGUAGES].sort());
    for (const language of SEED_LANGUAGES) expect(textsOf(language).length, language).toBe(textsOf('EN').length);
  });

  it('keeps the markup, links, placeholders and amounts of English in every language', () => {
    const english = new Map(textsOf('EN'));
    for (const language of SEED_LANGUAGES) {
      for (const [name, text] of textsOf(language)) {
        expect(fixedParts(text), `${language} ${name}`).toEqual(fixedParts(english.get(name) ?? ''));
      }
    }
  });

  it('translates every text of CN, VI, TH and PT (Chinese in Han script, Thai in Thai script)', () => {
    const english = new Map(textsOf('EN'));
    for (const language of ['CN', 'VI', 'TH', 'PT'] as const) {
      for (const [name, text] of textsOf(language)) {
        if (english.get(name) !== '') expect(text, `${language} ${name}`).not.toBe(english.get(name));
      }
    }
    const script = { CN: /\p{Script=Han}/u, TH: /\p{Script=Thai}/u } as const;
    for (const language of ['CN', 'TH'] as const) {
      for (const [name, text] of textsOf(language)) if (text !== '') expect(text, `${language} ${name}`).toMatch(script[language]);
    }
    // Simplified, not Traditional, Chinese: none of the Traditional forms of characters the texts use.
    expect(textsOf('CN').map(([, text]) => text).join('')).not.toMatch(/[會員獎歡體遊戲儲號碼貨幣專屬領現與獲條護個資級週戶額隱務優簽僅請時間維統們為團隊動區開門問題讀設鐘樂頁]/u);
  });

  it('writes English only for a minimal merchant and every language present for the others', () => {
    const partial: SeedTexts = { EN: ['Hello', '<p>Hi</p>'], VI: ['Xin chào', null] };
    expect(seedTextsToWrite(partial, { minimal: true })).toEqual([['EN', ['Hello', '<p>Hi</p>']]]);
    expect(seedTextsToWrite(partial, { minimal: false })).toEqual([['EN', ['Hello', '<p>Hi</p>']], ['VI', ['Xin chào', null]]]);
  });

  it('reads a text in a language, each part falling back to English', () => {
    const partial: SeedTexts = { EN: ['Hello', 'Hi'], VI: ['Xin chào', null] };
    expect(seedTextIn(partial, 'VI')).toEqual(['Xin chào', 'Hi']);
    expect(seedTextIn(partial, 'TH')).toEqual(['Hello', 'Hi']);
    expect(seedTextIn(partial, 'xx')).toEqual(['Hello', 'Hi']);
  });
});
