import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { TIMINGS, isPlatformLanguage, languageTagOf, platformLanguageOf, resolveLanguage, type LanguageTag, type PlatformLanguage, APP_STORAGE_KEYS } from '@gp/domain';
import { safeGetItem, safeSetItem, type Clock, type DocumentLanguage, type KeyValueStorage } from './ports';
import { debounce, type SpacedCall } from './timing';

/** Local-storage key of the player's language (the spec names none; see the report). */
export const LANGUAGE_KEY = APP_STORAGE_KEYS.language;

/** What the language store reads from the system store. */
export interface LanguageSystem {
  readonly supportedLanguages: readonly PlatformLanguage[];
  readonly defaultLanguage: string | null;
}

/** Collaborators of the language store. */
export interface LanguageStoreDeps {
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly documentLanguage: DocumentLanguage;
  readonly system: LanguageSystem;
}

/**
 * The interface language (SPEC §1, §2 'Home', §9): the player's choice when the merchant supports
 * it, else the merchant default; kept in local storage; set on the document as a BCP 47 tag; and,
 * 250 ms after the last change, `languageVersion` goes up so that language-dependent lists reload.
 */
export class LanguageStore {
  preferred: PlatformLanguage | null;
  /** Goes up once per settled language change (debounced 250 ms); lists reload on it. */
  languageVersion = 0;
  private readonly bump: SpacedCall;
  private disposers: IReactionDisposer[] = [];

  constructor(private readonly deps: LanguageStoreDeps) {
    const stored = safeGetItem(deps.storage, LANGUAGE_KEY)?.toUpperCase() ?? null;
    this.preferred = stored && isPlatformLanguage(stored) ? stored : null;
    this.bump = debounce(deps.clock, TIMINGS.languageReloadDebounceMs, () => this.increment());
    makeAutoObservable<LanguageStore, 'deps' | 'bump' | 'disposers'>(
      this,
      { deps: false, bump: false, disposers: false },
      { autoBind: true },
    );
  }

  /** The platform code in use (sent as the Language header). */
  get current(): PlatformLanguage {
    return resolveLanguage(this.preferred, this.deps.system.supportedLanguages, this.deps.system.defaultLanguage);
  }

  /** The BCP 47 tag of the language in use, for react-intl and `<html lang>`. */
  get locale(): LanguageTag {
    return languageTagOf(this.current);
  }

  /** The languages the player may choose from. */
  get supported(): readonly PlatformLanguage[] {
    return this.deps.system.supportedLanguages;
  }

  /** Sets the document language now and follows later changes. */
  start(): void {
    if (this.disposers.length) return;
    this.disposers = [
      reaction(() => this.locale, (tag) => this.deps.documentLanguage.setLang(tag), { fireImmediately: true }),
      reaction(() => this.current, () => this.bump()),
    ];
  }

  /** Stops following changes and drops a waiting bump. */
  stop(): void {
    for (const dispose of this.disposers) dispose();
    this.disposers = [];
    this.bump.cancel();
  }

  /** Chooses a platform language (EN, TY, CN, VI, TH, PT) and remembers it. */
  setLanguage(code: PlatformLanguage): void {
    this.preferred = code;
    safeSetItem(this.deps.storage, LANGUAGE_KEY, code);
  }

  /** Chooses by BCP 47 tag ('zh-Hant' is CN); a tag the product lacks is ignored. Returns whether it applied. */
  setLocale(tag: string): boolean {
    const code = platformLanguageOf(tag);
    if (code) this.setLanguage(code);
    return code !== null;
  }

  private increment(): void {
    this.languageVersion += 1;
  }
}
