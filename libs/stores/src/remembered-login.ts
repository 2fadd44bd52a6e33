import { APP_STORAGE_KEYS, readRememberedLogin, writeRememberedLogin, type RememberedLogin } from '@gp/domain';
import { safeGetItem, safeRemoveItem, safeSetItem, type KeyValueStorage } from './ports';

/** Local-storage key of the remembered login (mode, username, dialling code; never a password). */
export const REMEMBERED_LOGIN_KEY = APP_STORAGE_KEYS.rememberedLogin;

/**
 * Reads the remembered login. A legacy record (SPEC §3: with the password double-base64 encoded)
 * is read once: its type, username and dialling code are kept and written back alone, so the
 * encoded password leaves storage now; text that is no record is removed.
 */
export function loadRememberedLogin(storage: KeyValueStorage): RememberedLogin | null {
  const { record, rewrite } = readRememberedLogin(safeGetItem(storage, REMEMBERED_LOGIN_KEY));
  if (rewrite) {
    if (record === null) safeRemoveItem(storage, REMEMBERED_LOGIN_KEY);
    else safeSetItem(storage, REMEMBERED_LOGIN_KEY, writeRememberedLogin(record));
  }
  return record;
}

/** Keeps the remembered login: its mode, username and dialling code. */
export function saveRememberedLogin(storage: KeyValueStorage, record: RememberedLogin): void {
  safeSetItem(storage, REMEMBERED_LOGIN_KEY, writeRememberedLogin(record));
}

/** Forgets the remembered login (remember me off). */
export function forgetRememberedLogin(storage: KeyValueStorage): void {
  safeRemoveItem(storage, REMEMBERED_LOGIN_KEY);
}

/** A username and password the browser's password manager gave back. */
export interface SavedPassword {
  readonly username: string;
  readonly password: string;
}

/**
 * The browser's password manager behind a port (Credential Management API): the app never keeps
 * a password itself; it offers it to the browser after a successful login and asks for it back.
 */
export interface PasswordCredentials {
  /** The browser has the API (PasswordCredential and navigator.credentials). */
  readonly available: boolean;
  /** Offers the browser to keep (or update) the password of `username`; failures are ignored. */
  store(username: string, password: string): Promise<void>;
  /** The password the browser keeps for this site, if it gives one without forcing a prompt; else null. */
  get(): Promise<SavedPassword | null>;
}

/** No password manager (tests, browsers without the API): nothing is kept, nothing comes back. */
export const noPasswordCredentials: PasswordCredentials = {
  available: false,
  store: () => Promise.resolve(),
  get: () => Promise.resolve(null),
};

/** The slice of PasswordCredential the port uses (the DOM typings do not carry it). */
interface PasswordCredentialLike {
  readonly type: string;
  readonly id: string;
  readonly password?: string;
}

type PasswordCredentialConstructor = new (data: { readonly id: string; readonly password: string; readonly name?: string }) => Credential;

/**
 * The browser's password manager, feature-detected: where PasswordCredential is missing (Safari,
 * Firefox) the port is the inert one and the form's autocomplete attributes do the work.
 */
export function browserPasswordCredentials(): PasswordCredentials {
  const Constructor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  const container = globalThis.navigator?.credentials as CredentialsContainer | undefined;
  if (Constructor === undefined || container === undefined) return noPasswordCredentials;
  return {
    available: true,
    async store(username, password) {
      try {
        await container.store(new Constructor({ id: username, password, name: username }));
      } catch {
        /* The player declined, or the browser refused: the login still stands. */
      }
    },
    async get() {
      try {
        const options = { password: true, mediation: 'optional' } as CredentialRequestOptions;
        const credential = (await container.get(options)) as PasswordCredentialLike | null;
        if (credential?.type !== 'password' || typeof credential.password !== 'string') return null;
        return { username: credential.id, password: credential.password };
      } catch {
        return null;
      }
    },
  };
}
