import type { Resource } from './resource';

/** The language store as content needs it: bumped (debounced 250 ms) after each language change. */
export interface LanguageVersion {
  readonly languageVersion: number;
}

/**
 * Loads content in the player's language (promotions, help topics...) at most once per language:
 * `ensure(resource)` loads it when it was not asked in the language in use (or failed), and does
 * nothing while an answer in that language is shown or on its way. Plain state, not observed.
 */
export class PerLanguage {
  private askedIn: number | null = null;

  constructor(private readonly language: LanguageVersion) {}

  /** Loads in the language in use unless loaded (or loading) in it already; retries a failed load. */
  ensure(resource: Pick<Resource<unknown>, 'load' | 'ensure'>): void {
    const version = this.language.languageVersion;
    if (this.askedIn === version) {
      resource.ensure();
      return;
    }
    this.askedIn = version;
    void resource.load();
  }
}
