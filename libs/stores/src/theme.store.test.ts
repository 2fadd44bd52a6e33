import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './ports';
import { ThemeStore } from './theme.store';

describe('ThemeStore', () => {
  it('defaults to the merchant default, then dark', () => {
    const store = new ThemeStore(createMemoryStorage());
    expect(store.modeFor('light')).toBe('light');
    expect(store.modeFor(null)).toBe('dark');
  });

  it('prefers and remembers the player choice', () => {
    const storage = createMemoryStorage();
    new ThemeStore(storage).setMode('light');
    expect(storage.getItem('theme')).toBe('light');
    expect(new ThemeStore(storage).modeFor('dark')).toBe('light');
  });

  it('ignores a stored value that is not a mode', () => {
    expect(new ThemeStore(createMemoryStorage({ theme: 'purple' })).modeFor(undefined)).toBe('dark');
  });
});
