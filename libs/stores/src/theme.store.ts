import { makeAutoObservable } from 'mobx';
import { STORAGE_KEYS, DEFAULT_THEME_MODE } from '@gp/domain';
import { safeGetItem, safeSetItem, type KeyValueStorage } from './ports';

/** Light or dark, as the player may choose it. */
export type ThemeModeChoice = 'dark' | 'light';

function isThemeMode(value: string | null): value is ThemeModeChoice {
  return value === 'dark' || value === 'light';
}

/**
 * The player's choice of light or dark, kept under the `theme` key (SPEC §9, default dark). A
 * storage that throws (private mode) reads as no choice, and a choice that cannot be written still
 * applies for this visit.
 */
export class ThemeStore {
  preferredMode: ThemeModeChoice | null;

  constructor(private readonly storage: KeyValueStorage) {
    const stored = safeGetItem(storage, STORAGE_KEYS.themeMode);
    this.preferredMode = isThemeMode(stored) ? stored : null;
    makeAutoObservable<ThemeStore, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  /** The mode to show: the player's choice, else the merchant's default, else dark. */
  modeFor(merchantDefault: ThemeModeChoice | null | undefined): ThemeModeChoice {
    return this.preferredMode ?? merchantDefault ?? DEFAULT_THEME_MODE;
  }

  /** Remembers the player's choice. */
  setMode(mode: ThemeModeChoice): void {
    this.preferredMode = mode;
    safeSetItem(this.storage, STORAGE_KEYS.themeMode, mode);
  }
}
