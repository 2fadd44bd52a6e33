import { STORAGE_KEYS } from '../constants/storage-keys';
import { isSamePopupSet, popupFingerprint, selectPopupAnnouncements } from './popup-selection';
import type { PopupAnnouncement, PopupViewer } from './popup-selection';

/** What SHELL_PU_A / SHELL_PU_B hold (SPEC §3 'Popup display storage'). */
export interface PopupRecord {
  /** Whether the popup still shows for the stored set. */
  readonly show: boolean;
  /** The 'title,content' fingerprint of the set the record is about. */
  readonly seen: readonly string[];
}

/** The storage key of a popup record: SHELL_PU_A for logged-in visitors, SHELL_PU_B for guests. */
export type PopupStorageKey = typeof STORAGE_KEYS.popupSeenMember | typeof STORAGE_KEYS.popupSeenGuest;

/** Which record applies to the visitor: SHELL_PU_A when logged in, SHELL_PU_B for guests. */
export function popupStorageKey(viewer: Pick<PopupViewer, 'loggedIn'>): PopupStorageKey {
  return viewer.loggedIn ? STORAGE_KEYS.popupSeenMember : STORAGE_KEYS.popupSeenGuest;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a stored popup record. Nothing stored, text that is not JSON, or JSON of another shape
 * (show not a boolean, seen not a list of strings) gives null, which counts as never seen.
 * Extra fields are dropped.
 */
export function parsePopupRecord(stored: string | null | undefined): PopupRecord | null {
  if (stored === null || stored === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { show, seen } = value;
  if (typeof show !== 'boolean' || !Array.isArray(seen)) return null;
  const entries: readonly unknown[] = seen;
  if (!entries.every((entry): entry is string => typeof entry === 'string')) return null;
  return { show, seen: [...entries] };
}

/** The text to store for a popup record. */
export function encodePopupRecord(record: PopupRecord): string {
  return JSON.stringify({ show: record.show, seen: record.seen });
}

/**
 * Decides whether the popup (re)appears for the set about to show (SPEC §4): never for an empty
 * set; always when nothing valid is stored or the stored set differs; otherwise the stored show flag.
 */
export function shouldShowPopup(fingerprint: readonly string[], stored: PopupRecord | null): boolean {
  if (fingerprint.length === 0) return false;
  if (stored === null || !isSamePopupSet(fingerprint, stored.seen)) return true;
  return stored.show;
}

/** The record written when the visitor closes the popup: show=false for the set that was shown. */
export function popupRecordOnClose(fingerprint: readonly string[]): PopupRecord {
  return { show: false, seen: [...fingerprint] };
}

/** Everything the popup needs for one visitor: the items, their fingerprint, the key and the answer. */
export interface PopupDecision<T extends PopupAnnouncement> {
  readonly storageKey: PopupStorageKey;
  readonly items: readonly T[];
  readonly fingerprint: readonly string[];
  readonly show: boolean;
}

/**
 * Decides the announcement popup in one step: selects the visitor's items, fingerprints them and
 * compares with the record read from `popupStorageKey(viewer)` (raw text, parsed safely here).
 */
export function decideAnnouncementPopup<T extends PopupAnnouncement>(
  items: readonly T[],
  viewer: PopupViewer,
  storedText: string | null | undefined,
): PopupDecision<T> {
  const selected = selectPopupAnnouncements(items, viewer);
  const fingerprint = popupFingerprint(selected);
  return {
    storageKey: popupStorageKey(viewer),
    items: selected,
    fingerprint,
    show: shouldShowPopup(fingerprint, parsePopupRecord(storedText)),
  };
}
