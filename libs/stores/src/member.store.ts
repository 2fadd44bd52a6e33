import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { CACHE_KEYS, memberDisplayName, vipLabel, type MemberDisplayName } from '@gp/domain';
import { getMemberInfo, type MemberInfo, type PlatformClient } from '@gp/api-client';
import { readCached, safeRemoveItem, writeCached, type KeyValueStorage } from './ports';
import { Resource } from './resource';

/** The part of the session the member store needs. */
export interface MemberSession {
  readonly token: string | null;
  readonly isLoggedIn: boolean;
}

/** Collaborators of the member store. */
export interface MemberStoreDeps {
  readonly api: PlatformClient;
  /** Local storage: the `memberInfo` cache. */
  readonly storage: KeyValueStorage;
  readonly session: MemberSession;
}

function isMemberInfo(value: unknown): value is MemberInfo {
  return typeof value === 'object' && value !== null && 'account' in value && 'type' in value && 'clubLabel' in value;
}

/**
 * The logged-in player's info (SPEC §3 'Member info'): loaded after each login and on demand,
 * cached under `memberInfo` for the next start, and forgotten when the session ends.
 */
export class MemberStore {
  /** The info as a resource (its loading, error code and retry): the cached one until the first answer. */
  readonly infoResource: Resource<MemberInfo | null>;
  private disposeLoad: IReactionDisposer | null = null;
  private disposeClear: IReactionDisposer | null = null;

  constructor(private readonly deps: MemberStoreDeps) {
    this.infoResource = new Resource(() => this.fetch(), null);
    const cached = deps.session.isLoggedIn ? readCached(deps.storage, CACHE_KEYS.memberInfo, isMemberInfo) : null;
    if (cached) this.infoResource.seed(cached);
    makeAutoObservable<MemberStore, 'deps' | 'disposeLoad' | 'disposeClear'>(
      this,
      { deps: false, infoResource: false, disposeLoad: false, disposeClear: false },
      { autoBind: true },
    );
    // Clearing needs no I/O, so it follows the session from the start, before `start` too.
    this.followLogout();
  }

  /** The player's info: the last answer, else the cached one; null for a guest. */
  get info(): MemberInfo | null {
    return this.infoResource.value;
  }

  /** Nickname, else account, else 'please login' (domain `memberDisplayName`). */
  get displayName(): MemberDisplayName {
    return memberDisplayName(this.info);
  }

  /** The VIP level label, '0' without one (domain `vipLabel`). */
  get vipLabel(): string {
    return vipLabel(this.info?.clubLabel);
  }

  /** Loads the info now for a session already there, and again after every login; clears on logout. */
  start(): void {
    this.followLogout();
    if (this.disposeLoad) return;
    this.disposeLoad = reaction(
      () => this.deps.session.token,
      (token) => token && void this.load(),
      { fireImmediately: true },
    );
  }

  /** Stops following the session: no loading on login, no clearing on logout, until `start` again. */
  stop(): void {
    this.disposeLoad?.();
    this.disposeLoad = null;
    this.disposeClear?.();
    this.disposeClear = null;
  }

  /** Fetches the member info (on demand too, e.g. after a profile change); nothing for a guest. */
  async load(): Promise<void> {
    if (this.deps.session.isLoggedIn) await this.infoResource.load();
  }

  /** The info of the session in use, cached; an answer for a session that has since changed keeps what is shown. */
  private async fetch(): Promise<MemberInfo | null> {
    const token = this.deps.session.token;
    const info = await getMemberInfo(this.deps.api);
    if (this.deps.session.token !== token) return this.infoResource.value;
    writeCached(this.deps.storage, CACHE_KEYS.memberInfo, info);
    return info;
  }

  private followLogout(): void {
    this.disposeClear ??= reaction(
      () => this.deps.session.isLoggedIn,
      (loggedIn) => loggedIn || this.clear(),
    );
  }

  /** Forgets the member info and its cache (logout). */
  clear(): void {
    this.infoResource.reset();
    safeRemoveItem(this.deps.storage, CACHE_KEYS.memberInfo);
  }
}
