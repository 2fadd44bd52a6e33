import { rememberedValuesFor, type LoginMode, type LoginRequest, type RememberedLogin } from '@gp/domain';
import type { KeyValueStorage } from './ports';
import {
  forgetRememberedLogin,
  loadRememberedLogin,
  saveRememberedLogin,
  type PasswordCredentials,
  type SavedPassword,
} from './remembered-login';

/** What the login form fills in from memory for one mode. */
export interface RememberedValues {
  readonly username?: string;
  readonly countryDialingCode?: string;
}

/**
 * What the login form remembers (SPEC §2 remember me, §3): the mode, username and dialling code in
 * local storage (never a password; a legacy record loses its password when read), and the password
 * the browser's password manager keeps for the username mode.
 */
export class LoginMemory {
  private record: RememberedLogin | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly credentials: PasswordCredentials,
  ) {}

  /** Reads the remembered login; its mode, or null when none is remembered. */
  load(): LoginMode | null {
    this.record = loadRememberedLogin(this.storage);
    return this.record?.type === 'sms' ? 'sms' : this.record === null ? null : 'username';
  }

  /** The remembered values of `mode` (none for another mode's record). */
  valuesFor(mode: LoginMode): RememberedValues {
    return rememberedValuesFor(this.record, mode);
  }

  /** Whether the player's dialling code was remembered. */
  get dialCodeRemembered(): boolean {
    return this.record?.type === 'sms' && this.record.countryDialingCode !== undefined;
  }

  /** After a login: keeps the record (and offers the browser the password), or forgets it with remember me off. */
  keep(request: LoginRequest, remember: boolean): void {
    if (!remember) {
      forgetRememberedLogin(this.storage);
      this.record = null;
      return;
    }
    const record: RememberedLogin =
      request.type === 'sms' && request.countryDialingCode !== undefined
        ? { type: 'sms', username: request.username, countryDialingCode: request.countryDialingCode }
        : { type: request.type, username: request.username };
    saveRememberedLogin(this.storage, record);
    this.record = record;
    if (request.type === 'username') void this.credentials.store(request.username, request.password);
  }

  /** The password the browser keeps for this site, where it has the API; else null. */
  async savedPassword(): Promise<SavedPassword | null> {
    return this.credentials.available ? this.credentials.get() : null;
  }
}
