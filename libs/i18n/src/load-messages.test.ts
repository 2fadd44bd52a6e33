import { describe, expect, it } from 'vitest';
import source from '../lang/en.json';
import { loadMessages } from './load-messages';

describe('loadMessages', () => {
  it('loads the compiled English catalogue with every extracted message', async () => {
    const { locale, messages } = await loadMessages('en');
    expect(locale).toBe('en');
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    expect(Object.keys(messages).length).toBeGreaterThan(10);
  });

  it('falls back to English for a language it does not ship', async () => {
    expect((await loadMessages('xx')).locale).toBe('en');
  });
});
