/** Who an announcement popup item is for: A members, B guests, F members on their first login. */
export type PopupExecution = 'A' | 'B' | 'F';

/** The fields of an announcement that decide the popup (SPEC §3 'Announcement / popup item'). */
export interface PopupAnnouncement {
  readonly title: string;
  readonly content: string;
  /** As the platform sends it; compared as A, B or F after trimming, in any letter case. */
  readonly execution: string | null;
}

/** The facts about the visitor that decide the popup. */
export interface PopupViewer {
  /** Session info present (SPEC §4 'Authenticated'), trial sessions included. */
  readonly loggedIn: boolean;
  /** The session's firstTimeLogin flag; ignored for guests. */
  readonly firstTimeLogin: boolean;
}

/** The audience codes a visitor sees: members A (and F on a first login), guests B. */
export function popupExecutionsFor(viewer: PopupViewer): readonly PopupExecution[] {
  if (!viewer.loggedIn) return ['B'];
  return viewer.firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** The audience code of an item, or null when it is none of A, B and F. */
export function popupExecutionOf(item: Pick<PopupAnnouncement, 'execution'>): PopupExecution | null {
  const code = (item.execution ?? '').trim().toUpperCase();
  return code === 'A' || code === 'B' || code === 'F' ? code : null;
}

/**
 * The popup items a visitor sees, in the platform's order (SPEC §4): logged-in visitors the A items,
 * plus the F items when it is their first login; guests the B items only.
 */
export function selectPopupAnnouncements<T extends PopupAnnouncement>(
  items: readonly T[],
  viewer: PopupViewer,
): readonly T[] {
  const wanted = popupExecutionsFor(viewer);
  return items.filter((item) => {
    const code = popupExecutionOf(item);
    return code !== null && wanted.includes(code);
  });
}

/** The fingerprint of a shown set: one 'title,content' string per item, in order (SPEC §3). */
export function popupFingerprint(items: readonly Pick<PopupAnnouncement, 'title' | 'content'>[]): readonly string[] {
  return items.map((item) => `${item.title},${item.content}`);
}

/**
 * Tells whether two fingerprints name the same set of items: order and repeats do not matter,
 * so a reordered list does not bring a closed popup back.
 */
export function isSamePopupSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((entry) => right.has(entry));
}
