import { makeAutoObservable, runInAction } from 'mobx';
import { FEATURE_FLAGS, MODULE_IDS, STORAGE_KEYS, isFeatureEnabled, isLoggedIn, roleOf, type FeatureFlags, type Role, APP_STORAGE_KEYS, SESSION_ENDING_CODES, endsSession, TRIAL_ACCOUNT_TYPE } from '@gp/domain';
import {
  getTrialAccount,
  isPlatformError,
  login,
  loginFreePlay,
  logout,
  registerByMobile,
  registerByUsername,
  type DeviceKind,
  type LoginPayload,
  type PlatformClient,
  type RegisterPayload,
  type SessionInfo,
} from '@gp/api-client';
import { readCached, safeGetItem, safeRemoveItem, safeSetItem, writeCached, type ClearableStorage, type KeyValueStorage } from './ports';

/**
 * What MC_SESSION_INFO holds (SPEC §3 'Session info'): real accounts keep `type` and
 * `firstTimeLogin`, trial accounts `customerType`. Never a password.
 */
export interface StoredSession {
  readonly token: string;
  readonly merchantCode: string;
  readonly userName: string;
  readonly type?: number;
  readonly customerType?: number;
  readonly firstTimeLogin?: boolean;
}

/** Session-storage key of the trial account's name (the spec names no key; see the report). */
export const TRIAL_USER_KEY = APP_STORAGE_KEYS.trialUser;

/** Platform error codes that mean the session is gone: the app forgets it at once. */
export { SESSION_ENDING_CODES };

/** The session call in flight, for the loading overlay. */
export type SessionPending = 'login' | 'register' | 'freePlay' | 'logout' | null;

/** Collaborators of the session store. */
export interface SessionStoreDeps {
  readonly api: PlatformClient;
  /** Local storage: MC_SESSION_INFO and autoLogin. */
  readonly storage: KeyValueStorage;
  /** Session storage: the trial name; cleared entirely on logout. */
  readonly sessionStorage: ClearableStorage;
  /** The whitelabel flags (AGENTPOLICY3 decides agents). */
  readonly flags: () => FeatureFlags;
  /** The Device header: OTHERS in the installed web app. */
  readonly device?: () => DeviceKind | undefined;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const accountType = v['type'] ?? v['customerType'];
  return typeof v['token'] === 'string' && v['token'] !== '' && typeof v['userName'] === 'string' && typeof accountType === 'number';
}

/** What is kept of a platform session: the fields of SPEC §3, trial or real shape. */
function storedOf(info: SessionInfo): StoredSession {
  const { token, merchantCode, userName } = info;
  return info.type === TRIAL_ACCOUNT_TYPE
    ? { token, merchantCode, userName, customerType: info.customerType }
    : { token, merchantCode, userName, type: info.type, firstTimeLogin: info.firstTimeLogin };
}

/**
 * The player's session (SPEC §3, §4 'Authenticated', 'Logout', 'Trial account'): kept under
 * MC_SESSION_INFO, its token read by the api client, its role derived by the domain rule.
 * Other stores react to `isLoggedIn` / `token` to load or clear their own state.
 */
export class SessionStore {
  info: StoredSession | null;
  trialUserName: string | null;
  autoLogin: boolean;
  pending: SessionPending = null;

  constructor(private readonly deps: SessionStoreDeps) {
    this.info = readCached(deps.storage, STORAGE_KEYS.session, isStoredSession);
    this.trialUserName = safeGetItem(deps.sessionStorage, TRIAL_USER_KEY);
    this.autoLogin = safeGetItem(deps.storage, STORAGE_KEYS.autoLogin) === '1';
    makeAutoObservable<SessionStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The bare token the api client sends as Authorization; null for guests. */
  get token(): string | null {
    return this.info?.token ?? null;
  }

  /** The account type of the session, null without one. */
  get accountType(): number | null {
    return this.info ? (this.info.type ?? this.info.customerType ?? null) : null;
  }

  /** Guest, trial, member or agent (domain `roleOf`, AGENTPOLICY3 from the whitelabel). */
  get role(): Role {
    return roleOf({ accountType: this.accountType, agentPolicy: isFeatureEnabled(this.deps.flags(), FEATURE_FLAGS.agentPolicy) });
  }

  /** Session info present (SPEC §4 'Authenticated'), trial sessions included. */
  get isLoggedIn(): boolean {
    return isLoggedIn(this.role);
  }

  /** The session's firstTimeLogin flag (F popups count as A). */
  get firstTimeLogin(): boolean {
    return this.info?.firstTimeLogin === true;
  }

  /** The account name: the trial name for trial sessions, else the session's user name. */
  get userName(): string | null {
    return this.role === 'trial' ? (this.trialUserName ?? this.info?.userName ?? null) : (this.info?.userName ?? null);
  }

  /**
   * Logs in and keeps the session. The password goes to the platform (encrypted) and nowhere
   * else. Failures (LOGIN_FAILED with `value.captcha`, ...) are thrown to the login page.
   */
  async login(payload: LoginPayload, options: { readonly autoLogin?: boolean } = {}): Promise<void> {
    this.pending = 'login';
    try {
      const info = await login(this.deps.api, { ...payload, device: this.deps.device?.() });
      runInAction(() => this.keepAccount(storedOf(info), options.autoLogin ?? true));
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  /**
   * Registers a player by username or by mobile number (SPEC §7, modules REGISTER_REE3 /
   * MOBILENUMREG3) and keeps the session the platform starts for the new account: success logs
   * the player in. The password goes to the platform (encrypted) and nowhere else; refusals
   * (VALIDATION_FAILED with `value.fields`, INVALID_INVITATION_CODE, ...) are thrown to the form.
   */
  async register(mode: 'username' | 'mobileNum', payload: RegisterPayload): Promise<void> {
    this.pending = 'register';
    try {
      const device = this.deps.device?.();
      const info =
        mode === 'username'
          ? await registerByUsername(this.deps.api, { ...payload, device, moduleId: MODULE_IDS.registerUsername })
          : await registerByMobile(this.deps.api, { ...payload, device, moduleId: MODULE_IDS.registerMobile });
      runInAction(() => this.keepAccount(storedOf(info), true));
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  /** Keeps the session of a real account: a trial name left from free play goes. */
  private keepAccount(info: StoredSession, autoLogin: boolean): void {
    this.trialUserName = null;
    safeRemoveItem(this.deps.sessionStorage, TRIAL_USER_KEY);
    this.keep(info);
    this.setAutoLogin(autoLogin);
  }

  /** Starts a free-play session on a new trial account and keeps its name in session storage. */
  async loginFreePlay(): Promise<void> {
    this.pending = 'freePlay';
    try {
      const info = await loginFreePlay(this.deps.api, { device: this.deps.device?.(), moduleId: MODULE_IDS.freePlay });
      runInAction(() => this.keep(storedOf(info)));
      const name = await getTrialAccount(this.deps.api).then(
        (trial) => trial.userName,
        () => info.userName,
      );
      runInAction(() => {
        this.trialUserName = name;
        safeSetItem(this.deps.sessionStorage, TRIAL_USER_KEY, name);
      });
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  /** Logs out: tells the platform (its failure is ignored), then forgets the session everywhere. */
  async logout(): Promise<void> {
    this.pending = 'logout';
    try {
      if (this.token) await logout(this.deps.api);
    } catch {
      /* The session ends here whatever the platform says. */
    } finally {
      runInAction(() => {
        this.clear();
        this.pending = null;
      });
    }
  }

  /**
   * For the app's error handling: a SESSION_EXPIRED or NOT_LOGGED_IN answer to any call ends the
   * session locally. Returns true when it did.
   */
  handlePlatformError(error: unknown): boolean {
    if (!isPlatformError(error) || !endsSession(error.code) || !this.info) return false;
    this.clear();
    return true;
  }

  /**
   * Forgets the session: autoLogin 0, no token, no trial user, all session storage emptied.
   * Member info and other per-player state clear themselves when `isLoggedIn` turns false.
   */
  clear(): void {
    this.info = null;
    this.trialUserName = null;
    safeRemoveItem(this.deps.storage, STORAGE_KEYS.session);
    this.setAutoLogin(false);
    try {
      this.deps.sessionStorage.clear();
    } catch {
      /* Session storage disabled: nothing was kept there. */
    }
  }

  private keep(info: StoredSession): void {
    this.info = info;
    writeCached(this.deps.storage, STORAGE_KEYS.session, info);
  }

  private setAutoLogin(on: boolean): void {
    this.autoLogin = on;
    safeSetItem(this.deps.storage, STORAGE_KEYS.autoLogin, on ? '1' : '0');
  }
}
