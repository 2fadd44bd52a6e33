import type { LoginMode } from './login-form';

/**
 * What the app remembers of a login when the player keeps 'remember me' on (SPEC §3 'Remembered
 * credentials', without the password): the mode, the username (the mobile number in SMS mode) and
 * the dialling code. The password is the browser's to keep (autocomplete, Credential Management).
 */
export interface RememberedLogin {
  readonly type: LoginMode;
  readonly username: string;
  readonly countryDialingCode?: string;
}

/**
 * A remembered record as read from storage: the part worth keeping, and whether the stored text
 * must be rewritten, because it held anything else (the legacy record's double-base64 password,
 * unknown fields) or could not be read at all.
 */
export interface RememberedLoginRead {
  readonly record: RememberedLogin | null;
  readonly rewrite: boolean;
}

const KEPT_KEYS: readonly string[] = ['type', 'username', 'countryDialingCode'];

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isMode(value: unknown): value is LoginMode {
  return value === 'username' || value === 'sms';
}

/**
 * Reads the remembered-login text. A record in the spec's legacy shape (with its encoded password)
 * keeps its type, username and dialling code and asks to be rewritten without the rest; text that
 * is not such a record gives nothing and asks to be removed. Nothing is ever decoded.
 */
export function readRememberedLogin(raw: string | null): RememberedLoginRead {
  if (raw === null) return { record: null, rewrite: false };
  const value = parse(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { record: null, rewrite: true };
  const fields = value as Readonly<Record<string, unknown>>;
  const type = fields['type'];
  const username = typeof fields['username'] === 'string' ? fields['username'].trim() : '';
  const extra = Object.keys(fields).some((key) => !KEPT_KEYS.includes(key));
  if (!isMode(type) || username === '') return { record: null, rewrite: true };
  const code = fields['countryDialingCode'];
  const record: RememberedLogin = typeof code === 'string' && code !== '' ? { type, username, countryDialingCode: code } : { type, username };
  return { record, rewrite: extra || (code !== undefined && typeof code !== 'string') };
}

/** The text kept for a remembered login: its three fields as JSON, never a password. */
export function writeRememberedLogin(record: RememberedLogin): string {
  const { type, username, countryDialingCode } = record;
  return JSON.stringify(countryDialingCode === undefined ? { type, username } : { type, username, countryDialingCode });
}

/**
 * What the form fills in for a mode from the remembered record: the username in username mode,
 * the number and its dialling code in SMS mode, only when the record is of that mode.
 */
export function rememberedValuesFor(record: RememberedLogin | null, mode: LoginMode): { readonly username?: string; readonly countryDialingCode?: string } {
  if (record === null || record.type !== mode) return {};
  return mode === 'sms' && record.countryDialingCode !== undefined
    ? { username: record.username, countryDialingCode: record.countryDialingCode }
    : { username: record.username };
}
