/** The slice of Web Storage the stores use; `window.localStorage` fits, and so does a test map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Time as the stores see it, injected so that tests can move it by hand. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock of the browser or Node. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * A storage kept in memory, for tests and for browsers where Web Storage is blocked. It can be
 * cleared, so the same helper stands in for local storage and for session storage.
 */
export function createMemoryStorage(initial: Record<string, string> = {}): ClearableStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

/**
 * Reads a JSON value kept under a key; a missing, unreadable or rejected value gives null, so a
 * corrupt cache never stops the app from starting.
 */
export function readCached<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a JSON value under a key; a full or blocked storage is ignored (the cache is optional). */
export function writeCached(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    /* Storage full or disabled (private mode): the app works without its cache. */
  }
}

/** A storage that can also be emptied at once: `window.sessionStorage` fits (logout clears it all). */
export interface ClearableStorage extends KeyValueStorage {
  clear(): void;
}

/** Reads a key without letting a blocked storage throw. */
export function safeGetItem(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a key, ignoring a full or blocked storage (the value still applies for this visit). */
export function safeSetItem(storage: KeyValueStorage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* Storage full or disabled. */
  }
}

/** Removes a key, ignoring a blocked storage. */
export function safeRemoveItem(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    /* Storage disabled. */
  }
}

/** The slice of `EventTarget` the stores listen on. */
export interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** The page's `window` and `document` as event sources, plus whether the page is visible now. */
export interface PageEvents {
  readonly window: EventTargetLike;
  readonly document: EventTargetLike;
  /** True when `document.visibilityState` is 'visible'. */
  isVisible(): boolean;
}

/** The browser's window and document. Call it only in a browser. */
export function browserPageEvents(): PageEvents {
  return {
    window: globalThis.window,
    document: globalThis.document,
    isVisible: () => globalThis.document.visibilityState === 'visible',
  };
}

/** Page events that never fire: the default where no browser is present. */
export const inertPageEvents: PageEvents = {
  window: { addEventListener: () => undefined, removeEventListener: () => undefined },
  document: { addEventListener: () => undefined, removeEventListener: () => undefined },
  isVisible: () => true,
};

/** Where the app runs: its user agent and whether it runs as an installed (home-screen) web app. */
export interface RunningEnvironment {
  readonly userAgent: string;
  /** `display-mode: standalone` matches, or iOS `navigator.standalone` is true. */
  isStandalone(): boolean;
}

/** The browser's environment. Call it only in a browser. */
export function browserEnvironment(): RunningEnvironment {
  const nav = globalThis.navigator as Navigator & { readonly standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    isStandalone: () => globalThis.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true,
  };
}

/** A plain browser tab with no user agent: the default where no browser is present. */
export const plainEnvironment: RunningEnvironment = { userAgent: '', isStandalone: () => false };

/** Sets the document's language (the `lang` attribute of `<html>`). */
export interface DocumentLanguage {
  setLang(tag: string): void;
}

/** Sets `document.documentElement.lang`. Call it only in a browser. */
export function browserDocumentLanguage(): DocumentLanguage {
  return { setLang: (tag) => globalThis.document.documentElement.setAttribute('lang', tag) };
}

/** A document language that goes nowhere: the default where no browser is present. */
export const detachedDocumentLanguage: DocumentLanguage = { setLang: () => undefined };
