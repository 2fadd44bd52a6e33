import { makeAutoObservable } from 'mobx';
import { searchHelpTopics, type HelpSearchHit } from '@gp/domain';
import { getHelpCenter, type HelpTopic, type PlatformClient } from '@gp/api-client';
import { PerLanguage, type LanguageVersion } from './per-language';
import { Resource } from './resource';

/** Collaborators of the help store. */
export interface HelpDeps {
  readonly api: PlatformClient;
  /** The topics are loaded again in a new language. */
  readonly language: LanguageVersion;
}

const NONE: readonly HelpTopic[] = [];

/**
 * The help centre's topics (SPEC §2 'Help centre', §7 helpCenter with device MOBILE), loaded once
 * per language and kept while the player goes between `/m/help` and `/m/helpDetail`
 * (`helpStoreOf`), and the search the player types over them.
 */
export class HelpStore {
  readonly resource: Resource<readonly HelpTopic[]>;
  /** The search as typed. */
  query = '';
  private readonly perLanguage: PerLanguage;

  constructor(deps: HelpDeps) {
    this.perLanguage = new PerLanguage(deps.language);
    this.resource = new Resource(() => getHelpCenter(deps.api, { device: 'MOBILE' }), NONE);
    makeAutoObservable<HelpStore, 'perLanguage'>(this, { perLanguage: false, resource: false }, { autoBind: true });
  }

  /** Loads the topics in the language in use unless they are (or are being) loaded in it; retries a failed load. */
  ensure(): void {
    this.perLanguage.ensure(this.resource);
  }

  /** Every topic, in the platform's order. */
  get topics(): readonly HelpTopic[] {
    return this.resource.value;
  }

  /** The entries that match the search (none while it is shorter than two letters). */
  get hits(): readonly HelpSearchHit[] {
    return searchHelpTopics(this.topics, this.query);
  }

  /** Takes the search as typed. */
  setQuery(query: string): void {
    this.query = query;
  }

  /** Nothing runs in the background: kept on the root, it has nothing to stop. */
  stop(): void {
    /* no timers */
  }
}
