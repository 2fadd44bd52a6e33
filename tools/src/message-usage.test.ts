import { describe, expect, it } from 'vitest';
import { messageCatalogueProblems } from './message-usage.mjs';

const catalogue = ['error.network', 'notice.saved'];
const english = { 'error.network': 'No connection', 'notice.saved': 'Change saved', 'login.form': 'Log in' };
const definitions = {
  path: 'libs/domain/src/messages/notice-messages.ts',
  text: "'error.network': { id: 'error.network', defaultMessage: 'No connection' },\n'notice.saved': { id: 'notice.saved', defaultMessage: 'Change saved' },",
};
const store = { path: 'libs/stores/src/a.store.ts', text: "ui.toast({ id: 'notice.saved' }); notify('error.network');" };

describe('messageCatalogueProblems', () => {
  it('passes a catalogue whose every id is defined once and used', () => {
    expect(messageCatalogueProblems({ catalogue, english, sources: [definitions, store] })).toEqual([]);
  });

  it('fails on an id used but not defined', () => {
    const typo = { path: 'libs/stores/src/b.store.ts', text: "notify('notice.saevd');" };
    expect(messageCatalogueProblems({ catalogue, english, sources: [definitions, store, typo] })).toEqual([
      'notice.saevd: used in libs/stores/src/b.store.ts but not defined',
    ]);
  });

  it('fails on an id defined but not used (its own definition does not count)', () => {
    const onlySaved = { path: 'libs/stores/src/a.store.ts', text: "ui.toast({ id: 'notice.saved' });" };
    expect(messageCatalogueProblems({ catalogue, english, sources: [definitions, onlySaved] })).toEqual(['error.network: defined but not used']);
  });

  it('fails on an English text defined twice when one of the ids is in the catalogue', () => {
    const twice = { ...english, 'games.favourite.saved': 'Change saved' };
    expect(messageCatalogueProblems({ catalogue, english: twice, sources: [definitions, store] })).toEqual([
      '"Change saved": defined twice, as notice.saved and games.favourite.saved',
    ]);
  });

  it('fails on a catalogue id the extraction did not find', () => {
    const stale = Object.fromEntries(Object.entries(english).filter(([id]) => id !== 'error.network'));
    expect(messageCatalogueProblems({ catalogue, english: stale, sources: [definitions, store] })).toContain(
      'error.network: in the catalogue but not extracted (run "npm run messages")',
    );
  });
});
