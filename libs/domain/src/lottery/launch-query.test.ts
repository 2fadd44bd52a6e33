import { describe, expect, it } from 'vitest';
import { PAGE_BACK_HOME, launchGameHref, parseLaunchGameQuery, parseLottoPlayType, parsePrizeMode } from './launch-query';

describe('parseLottoPlayType', () => {
  it.each([
    ['ent', 'ent'],
    ['Entertainment', 'ent'],
    ['trad', 'trad'],
    [' TRADITION ', 'trad'],
    ['other', undefined],
    [undefined, undefined],
  ] as const)('reads %j as %j', (value, expected) => {
    expect(parseLottoPlayType(value)).toBe(expected);
  });
});

describe('parsePrizeMode', () => {
  it.each([
    ['elott', 'elott'],
    ['ELOTT', 'elott'],
    ['lott', 'lott'],
    ['sea', 'SEA'],
    ['SEA', 'SEA'],
    ['vip', undefined],
    [undefined, undefined],
  ] as const)('reads %j as %j', (value, expected) => {
    expect(parsePrizeMode(value)).toBe(expected);
  });
});

describe('parseLaunchGameQuery', () => {
  it('reads every parameter of /m/launchGame', () => {
    expect(
      parseLaunchGameQuery('?playType=ent&gameId=101&gameGroupId=7&prize_mode=elott&code=VNC&pageBack=home'),
    ).toEqual({ playType: 'ent', gameId: '101', gameGroupId: '7', prizeMode: 'elott', code: 'VNC', pageBack: true });
  });

  it('leaves out what is missing and has no pageBack by default', () => {
    const query = parseLaunchGameQuery('?code=VNC');
    expect(query).toStrictEqual({ code: 'VNC', pageBack: false });
    expect(parseLaunchGameQuery('')).toStrictEqual({ pageBack: false });
  });
});

describe('launchGameHref', () => {
  it('writes the parameters in the spec order with pageBack=home', () => {
    expect(
      launchGameHref({ playType: 'trad', gameId: '101', gameGroupId: '7', prizeMode: 'lott', code: 'A B', pageBack: true }),
    ).toBe(`/launchGame?playType=trad&gameId=101&gameGroupId=7&prize_mode=lott&code=A%20B&pageBack=${PAGE_BACK_HOME}`);
  });

  it('leaves out pageBack when not set and round-trips through the parser', () => {
    const query = { gameId: '5', prizeMode: 'SEA', pageBack: false } as const;
    const href = launchGameHref(query);
    expect(href).toBe('/launchGame?gameId=5&prize_mode=SEA');
    expect(parseLaunchGameQuery(href.slice(href.indexOf('?')))).toStrictEqual(query);
  });
});
