import { createMemoryStorage, type ClearableStorage, type KeyValueStorage } from '@gp/stores';

/** Local storage, or a memory stand-in where the browser blocks it (private mode, disabled cookies). */
export function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return createMemoryStorage();
  }
}

/** Session storage, or a memory stand-in where the browser blocks it. */
export function browserSessionStorage(): ClearableStorage {
  try {
    return window.sessionStorage;
  } catch {
    return createMemoryStorage();
  }
}
