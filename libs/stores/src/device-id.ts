import { APP_STORAGE_KEYS } from '@gp/domain';
import type { KeyValueStorage } from './ports';

/** The shape the contract's `Device-Id` header takes: 16-64 characters of `[A-Za-z0-9_-]`. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** 16 random bytes as base64url (22 characters); `crypto.getRandomValues` works on plain HTTP too. */
export function newDeviceId(fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * This browser's device id: the one kept in local storage, or a new one kept from now on. The
 * platform counts abuse limits per device and gives a device that has logged in to an account a
 * login budget of its own. It is not a credential and survives logout. Null when storage refuses.
 */
export function deviceIdOf(storage: KeyValueStorage, make: () => string = newDeviceId): string | null {
  try {
    const kept = storage.getItem(APP_STORAGE_KEYS.deviceId);
    if (kept && DEVICE_ID.test(kept)) return kept;
    const id = make();
    storage.setItem(APP_STORAGE_KEYS.deviceId, id);
    return id;
  } catch {
    return null;
  }
}
