import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from './ports';
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

describe('ThemeStore with a storage that throws (private mode)', () => {
  const throwing: KeyValueStorage = {
    getItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('blocked', 'SecurityError');
    },
  };

  it('starts with no choice instead of failing', () => {
    expect(new ThemeStore(throwing).modeFor('light')).toBe('light');
  });

  it('applies a choice for this visit when it cannot be written', () => {
    const store = new ThemeStore(throwing);
    expect(() => store.setMode('light')).not.toThrow();
    expect(store.modeFor('dark')).toBe('light');
  });
});
