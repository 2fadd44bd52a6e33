import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSamePopupSet,
  popupExecutionOf,
  popupExecutionsFor,
  popupFingerprint,
  selectPopupAnnouncements,
} from './popup-selection';
import type { PopupAnnouncement, PopupViewer } from './popup-selection';

const item = (title: string, execution: string | null): PopupAnnouncement => ({
  title,
  content: `<p>${title}</p>`,
  execution,
});
const ITEMS = [item('a1', 'A'), item('b1', 'B'), item('f1', 'F'), item('a2', 'A'), item('x', 'X'), item('n', null)];
const titles = (items: readonly PopupAnnouncement[]): readonly string[] => items.map((i) => i.title);

const GUEST: PopupViewer = { loggedIn: false, firstTimeLogin: false };
const MEMBER: PopupViewer = { loggedIn: true, firstTimeLogin: false };
const FIRST_LOGIN: PopupViewer = { loggedIn: true, firstTimeLogin: true };

describe('selectPopupAnnouncements', () => {
  it('shows logged-in visitors the A items, in order', () => {
    expect(titles(selectPopupAnnouncements(ITEMS, MEMBER))).toEqual(['a1', 'a2']);
  });

  it('adds the F items on a first login', () => {
    expect(titles(selectPopupAnnouncements(ITEMS, FIRST_LOGIN))).toEqual(['a1', 'f1', 'a2']);
  });

  it('shows guests the B items only, first-login flag or not', () => {
    expect(titles(selectPopupAnnouncements(ITEMS, GUEST))).toEqual(['b1']);
    expect(titles(selectPopupAnnouncements(ITEMS, { loggedIn: false, firstTimeLogin: true }))).toEqual(['b1']);
  });

  it('reads the execution code trimmed and in any case', () => {
    expect(popupExecutionOf({ execution: ' a ' })).toBe('A');
    expect(popupExecutionOf({ execution: 'f' })).toBe('F');
    expect(popupExecutionOf({ execution: 'AB' })).toBeNull();
    expect(popupExecutionOf({ execution: null })).toBeNull();
  });

  it('lists the codes each visitor sees', () => {
    expect(popupExecutionsFor(GUEST)).toEqual(['B']);
    expect(popupExecutionsFor(MEMBER)).toEqual(['A']);
    expect(popupExecutionsFor(FIRST_LOGIN)).toEqual(['A', 'F']);
  });

  it('never shows a guest an A or F item', () => {
    const execution = fc.option(fc.constantFrom('A', 'B', 'F', 'a', 'b', ' f ', 'X', ''), { nil: null });
    const items = fc.array(fc.record({ title: fc.string(), content: fc.string(), execution }));
    fc.assert(
      fc.property(items, fc.boolean(), (list, firstTimeLogin) => {
        const shown = selectPopupAnnouncements(list, { loggedIn: false, firstTimeLogin });
        expect(shown.every((entry) => popupExecutionOf(entry) === 'B')).toBe(true);
        expect(shown).toHaveLength(list.filter((entry) => popupExecutionOf(entry) === 'B').length);
      }),
    );
  });
});

describe('popupFingerprint', () => {
  it("gives one 'title,content' string per item", () => {
    expect(popupFingerprint([item('a1', 'A'), { title: 'T', content: 'C', execution: 'B' }])).toEqual([
      'a1,<p>a1</p>',
      'T,C',
    ]);
    expect(popupFingerprint([])).toEqual([]);
  });
});

describe('isSamePopupSet', () => {
  it('ignores order and repeats', () => {
    expect(isSamePopupSet(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(isSamePopupSet(['a', 'a', 'b'], ['b', 'a'])).toBe(true);
    expect(isSamePopupSet([], [])).toBe(true);
  });

  it('tells different sets apart', () => {
    expect(isSamePopupSet(['a'], ['a', 'b'])).toBe(false);
    expect(isSamePopupSet(['a', 'c'], ['a', 'b'])).toBe(false);
    expect(isSamePopupSet(['a'], [])).toBe(false);
  });
});
