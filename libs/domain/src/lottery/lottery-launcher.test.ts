import { describe, expect, it } from 'vitest';
import { lottoFrameUrl, lotteryCloseTarget, parseLotteryLauncherQuery } from './lottery-launcher';

describe('parseLotteryLauncherQuery', () => {
  it('reads mui, playType, gameId, prize_mode and pageBack', () => {
    expect(parseLotteryLauncherQuery('?mui=abc&playType=ent&gameId=9&prize_mode=elott&pageBack=home')).toEqual({
      mui: 'abc',
      playType: 'ent',
      gameId: '9',
      prizeMode: 'elott',
      pageBack: true,
    });
  });

  it('has no prize mode or pageBack when the query has none', () => {
    expect(parseLotteryLauncherQuery('mui=abc&playType=trad&gameId=9')).toStrictEqual({
      mui: 'abc',
      playType: 'trad',
      gameId: '9',
      pageBack: false,
    });
  });

  it.each(['?playType=ent&gameId=9', '?mui=a&gameId=9', '?mui=a&playType=x&gameId=9', '?mui=a&playType=ent'])(
    'has no frame without mui, a known playType and gameId: %s',
    (search) => {
      expect(parseLotteryLauncherQuery(search)).toBeUndefined();
    },
  );
});

describe('lottoFrameUrl', () => {
  it('builds /m/lotto-h5/{mui}/{playType}/games/{gameId} with token, merchant, css and prize_mode', () => {
    expect(
      lottoFrameUrl({ mui: 'abc', playType: 'ent', gameId: '9', prizeMode: 'elott', token: 't0k', merchantCode: 'gp' }),
    ).toBe('/m/lotto-h5/abc/ent/games/9?token=t0k&merchant=gp&css=gp.css&prize_mode=elott');
  });

  it('encodes path parts and values and leaves out a missing prize mode', () => {
    expect(lottoFrameUrl({ mui: 'a/b', playType: 'trad', gameId: '9 9', token: 'x+y=', merchantCode: 'g p' })).toBe(
      '/m/lotto-h5/a%2Fb/trad/games/9%209?token=x%2By%3D&merchant=g%20p&css=g%20p.css',
    );
  });
});

describe('lotteryCloseTarget', () => {
  it('returns home when pageBack is set, else the game screen', () => {
    expect(lotteryCloseTarget(true)).toEqual({ route: 'home', path: '/' });
    expect(lotteryCloseTarget(false)).toEqual({ route: 'game', path: '/game' });
  });
});
