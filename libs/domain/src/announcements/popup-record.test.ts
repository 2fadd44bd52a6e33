import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../constants/storage-keys';
import {
  decideAnnouncementPopup,
  encodePopupRecord,
  parsePopupRecord,
  popupRecordOnClose,
  popupStorageKey,
  shouldShowPopup,
} from './popup-record';
import { isSamePopupSet, popupFingerprint, selectPopupAnnouncements } from './popup-selection';
import type { PopupAnnouncement, PopupViewer } from './popup-selection';

const ITEMS: readonly PopupAnnouncement[] = [
  { title: 'Welcome', content: '<p>Hi</p>', execution: 'A' },
  { title: 'Guests', content: '<p>Join</p>', execution: 'B' },
  { title: 'First', content: '<p>Bonus</p>', execution: 'F' },
];
const MEMBER: PopupViewer = { loggedIn: true, firstTimeLogin: false };
const GUEST: PopupViewer = { loggedIn: false, firstTimeLogin: false };

describe('popupStorageKey', () => {
  it('uses SHELL_PU_A for logged-in visitors and SHELL_PU_B for guests', () => {
    expect(popupStorageKey(MEMBER)).toBe(STORAGE_KEYS.popupSeenMember);
    expect(popupStorageKey(MEMBER)).toBe('SHELL_PU_A');
    expect(popupStorageKey(GUEST)).toBe('SHELL_PU_B');
  });
});

describe('parsePopupRecord', () => {
  it('reads a stored record and drops extra fields', () => {
    expect(parsePopupRecord('{"show":false,"seen":["a,b"],"x":1}')).toEqual({ show: false, seen: ['a,b'] });
    expect(parsePopupRecord('{"show":true,"seen":[]}')).toEqual({ show: true, seen: [] });
  });

  it.each([
    null,
    undefined,
    '',
    'not json',
    '{',
    'null',
    '[]',
    '42',
    '"text"',
    '{"seen":[]}',
    '{"show":"false","seen":[]}',
    '{"show":true}',
    '{"show":true,"seen":"a,b"}',
    '{"show":true,"seen":["a",1]}',
  ])('gives null for %j', (stored) => {
    expect(parsePopupRecord(stored)).toBeNull();
  });

  it('round-trips through encodePopupRecord', () => {
    const record = popupRecordOnClose(['t,c', 'u,d']);
    expect(parsePopupRecord(encodePopupRecord(record))).toEqual(record);
  });
});

describe('shouldShowPopup', () => {
  const set = ['Welcome,<p>Hi</p>'];

  it('never shows an empty set', () => {
    expect(shouldShowPopup([], null)).toBe(false);
    expect(shouldShowPopup([], { show: true, seen: [] })).toBe(false);
  });

  it('shows when nothing is stored', () => {
    expect(shouldShowPopup(set, null)).toBe(true);
  });

  it('shows again when the set changed, even after a close', () => {
    expect(shouldShowPopup(['Welcome,<p>Hi!</p>'], { show: false, seen: set })).toBe(true);
  });

  it('follows the stored flag for the same set', () => {
    expect(shouldShowPopup(set, { show: false, seen: set })).toBe(false);
    expect(shouldShowPopup(set, { show: true, seen: set })).toBe(true);
  });
});

describe('popupRecordOnClose', () => {
  it('stores show=false with the set that was shown', () => {
    expect(popupRecordOnClose(['a,b'])).toEqual({ show: false, seen: ['a,b'] });
  });
});

describe('decideAnnouncementPopup', () => {
  it('decides for a member with nothing stored', () => {
    expect(decideAnnouncementPopup(ITEMS, MEMBER, null)).toEqual({
      storageKey: 'SHELL_PU_A',
      items: [ITEMS[0]],
      fingerprint: ['Welcome,<p>Hi</p>'],
      show: true,
    });
  });

  it('stays closed for a guest who closed the same set, and treats a corrupt record as unseen', () => {
    const closed = encodePopupRecord(popupRecordOnClose(['Guests,<p>Join</p>']));
    expect(decideAnnouncementPopup(ITEMS, GUEST, closed)).toMatchObject({ storageKey: 'SHELL_PU_B', show: false });
    expect(decideAnnouncementPopup(ITEMS, GUEST, '{oops')).toMatchObject({ show: true });
  });

  it('shows on a first login once F items join the set', () => {
    const closed = encodePopupRecord(popupRecordOnClose(['Welcome,<p>Hi</p>']));
    expect(decideAnnouncementPopup(ITEMS, MEMBER, closed).show).toBe(false);
    expect(decideAnnouncementPopup(ITEMS, { loggedIn: true, firstTimeLogin: true }, closed).show).toBe(true);
  });
});

const itemArb = fc.record({
  title: fc.string({ maxLength: 6 }),
  content: fc.string({ maxLength: 6 }),
  execution: fc.option(fc.constantFrom('A', 'B', 'F', 'x'), { nil: null }),
});
const viewerArb = fc.record({ loggedIn: fc.boolean(), firstTimeLogin: fc.boolean() });

describe('popup properties', () => {
  it('never shows the same set again after a close, in any order', () => {
    fc.assert(
      fc.property(fc.array(itemArb), viewerArb, (items, viewer) => {
        const first = decideAnnouncementPopup(items, viewer, null);
        const stored = encodePopupRecord(popupRecordOnClose(first.fingerprint));
        expect(decideAnnouncementPopup(items, viewer, stored).show).toBe(false);
        expect(decideAnnouncementPopup([...items].reverse(), viewer, stored).show).toBe(false);
      }),
    );
  });

  it('always shows a changed, non-empty set, whatever the stored flag', () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { minLength: 1 }),
        viewerArb,
        fc.array(fc.string()),
        fc.boolean(),
        (items, viewer, seen, show) => {
          const fingerprint = popupFingerprint(selectPopupAnnouncements(items, viewer));
          fc.pre(fingerprint.length > 0 && !isSamePopupSet(fingerprint, seen));
          expect(shouldShowPopup(fingerprint, { show, seen })).toBe(true);
        },
      ),
    );
  });

  it('shows again once an item the visitor sees joins a closed set', () => {
    fc.assert(
      fc.property(fc.array(itemArb), viewerArb, fc.string({ minLength: 7 }), (items, viewer, title) => {
        const closed = encodePopupRecord(popupRecordOnClose(decideAnnouncementPopup(items, viewer, null).fingerprint));
        const added: PopupAnnouncement = { title, content: '', execution: viewer.loggedIn ? 'A' : 'B' };
        expect(decideAnnouncementPopup([...items, added], viewer, closed).show).toBe(true);
      }),
    );
  });

  it('never shows an empty selection', () => {
    fc.assert(
      fc.property(fc.array(itemArb), viewerArb, fc.option(fc.string(), { nil: null }), (items, viewer, stored) => {
        const decision = decideAnnouncementPopup(items, viewer, stored);
        if (decision.items.length === 0) expect(decision.show).toBe(false);
      }),
    );
  });

  it('never reads a record that is not a boolean flag and a list of strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value))), (stored) => {
        const record = parsePopupRecord(stored);
        if (record === null) return;
        expect(typeof record.show).toBe('boolean');
        expect(record.seen.every((entry) => typeof entry === 'string')).toBe(true);
      }),
    );
  });
});
