import { describe, expect, it } from 'vitest';
import { parseLotteryLauncherQuery } from '@gp/domain';
import { launcherHref, readLottoAddress, ticketOf } from './lotto-address';

const base = 'https://play.example/m/launchGame';

describe('readLottoAddress', () => {
  it('reads the frame address the launch call answers', () => {
    expect(readLottoAddress('/m/lotto-h5/aurora/ent/games/1203?token=T1&merchant=aurora&css=aurora.css&prize_mode=elott', base)).toEqual({
      mui: 'aurora',
      playType: 'ent',
      gameId: '1203',
      token: 'T1',
      merchant: 'aurora',
      prizeMode: 'elott',
    });
  });

  it('accepts the same address written in full on this host, with encoded parts', () => {
    expect(readLottoAddress('https://play.example/m/lotto-h5/a%20b/trad/games/x%2F1?token=T', base)).toMatchObject({ mui: 'a b', gameId: 'x/1', merchant: null, prizeMode: null });
  });

  it.each([
    ['another host', 'https://evil.example/m/lotto-h5/a/trad/games/1?token=T'],
    ['another path', '/demo/slot/T'],
    ['no ticket', '/m/lotto-h5/a/trad/games/1'],
    ['an unknown play type', '/m/lotto-h5/a/fast/games/1?token=T'],
    ['a missing games segment', '/m/lotto-h5/a/trad/list/1?token=T'],
    ['extra segments', '/m/lotto-h5/a/trad/games/1/2?token=T'],
    ['a malformed address', 'http://[::1'],
    ['a malformed escape', '/m/lotto-h5/%zz/trad/games/1?token=T'],
  ])('refuses %s', (_, url) => {
    expect(readLottoAddress(url, base)).toBeNull();
  });
});

describe('launcherHref', () => {
  it('writes the launcher query that the domain reads back', () => {
    const href = launcherHref({ mui: 'jade', playType: 'trad', gameId: '77', prizeMode: 'lott', pageBack: true });
    expect(href).toBe('/lottery?mui=jade&playType=trad&gameId=77&prize_mode=lott&pageBack=home');
    expect(parseLotteryLauncherQuery(href.slice(href.indexOf('?')))).toEqual({ mui: 'jade', playType: 'trad', gameId: '77', prizeMode: 'lott', pageBack: true });
  });

  it('leaves out an absent prize mode and pageBack', () => {
    expect(launcherHref({ mui: 'jade', playType: 'ent', gameId: '7', prizeMode: null, pageBack: false })).toBe('/lottery?mui=jade&playType=ent&gameId=7');
  });
});

describe('ticketOf', () => {
  it('reads a ticket from history state and nothing else', () => {
    expect(ticketOf({ ticket: 'T' })).toBe('T');
    expect(ticketOf({ ticket: '' })).toBeNull();
    expect(ticketOf({ ticket: 3 })).toBeNull();
    expect(ticketOf(null)).toBeNull();
    expect(ticketOf('T')).toBeNull();
  });
});
