import { makeAutoObservable } from 'mobx';
import { PerLanguage, type LanguageVersion } from './per-language';
import { Resource } from './resource';

/**
 * One piece of content a screen shows in the player's language (About Us, the events): loaded
 * once per language (`ensure`), kept on the root between visits, with nothing to stop.
 */
export class LanguageContent<T> {
  readonly resource: Resource<T>;
  private readonly perLanguage: PerLanguage;

  constructor(language: LanguageVersion, fetcher: () => Promise<T>, empty: T) {
    this.perLanguage = new PerLanguage(language);
    this.resource = new Resource(fetcher, empty);
    makeAutoObservable<LanguageContent<T>, 'perLanguage'>(this, { perLanguage: false, resource: false }, { autoBind: true });
  }

  /** Loads in the language in use unless loaded (or loading) in it already; retries a failed load. */
  ensure(): void {
    this.perLanguage.ensure(this.resource);
  }

  /** Nothing runs in the background. */
  stop(): void {
    /* no timers */
  }
}
