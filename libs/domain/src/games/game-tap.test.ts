import { describe, expect, it } from 'vitest';
import type { GameRecord, VendorMapping } from './game-types';
import { DEFAULT_GAME_CODE, TRIAL_REFUSED_MESSAGE_ID, decideGameTap, lotteryLaunchByCode, lottoPlayTypeOf, prizeModeOf } from './game-tap';

const elottMapping: VendorMapping = { ELOTT: [{ vassalage: 'TCG_LOTTO_VN' }], RNG: [{ vassalage: 'PG' }] };
const lottMapping: VendorMapping = { LOTT: [{ vassalage: 'LOTT' }] };
const member = { role: 'member', vendorMapping: elottMapping } as const;
const trial = { role: 'trial', vendorMapping: elottMapping } as const;

const game = (overrides: Partial<GameRecord>): GameRecord => ({
  nodeId: 301,
  gameId: 12,
  vassalage: 'PG',
  gameCategory: 'RNG',
  ...overrides,
});

describe('prizeModeOf', () => {
  it("is 'elott' when ELOTT lists TCG_LOTTO_VN or LOTT, else 'lott'", () => {
    expect(prizeModeOf(elottMapping)).toBe('elott');
    expect(prizeModeOf({ ELOTT: [{ vassalage: 'X' }, { vassalage: 'LOTT' }] })).toBe('elott');
    expect(prizeModeOf({ ELOTT: [{ vassalage: 'X' }] })).toBe('lott');
    expect(prizeModeOf(lottMapping)).toBe('lott');
    expect(prizeModeOf({})).toBe('lott');
  });
});

describe('lottoPlayTypeOf', () => {
  it("is 'ent' when lottoMode contains Entertainment, else 'trad'", () => {
    expect(lottoPlayTypeOf('Entertainment')).toBe('ent');
    expect(lottoPlayTypeOf('Tradition,Entertainment')).toBe('ent');
    expect(lottoPlayTypeOf('Tradition')).toBe('trad');
    expect(lottoPlayTypeOf(undefined)).toBe('trad');
  });
});

describe('decideGameTap', () => {
  it('sends a visitor without a session to login, whatever the game', () => {
    for (const vassalage of ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'PG']) {
      expect(decideGameTap(game({ vassalage }), { role: 'guest', vendorMapping: elottMapping })).toEqual({
        kind: 'login',
        path: '/login',
      });
    }
  });

  it('launches TCG_LOTTO_VN by code with the elott prize mode', () => {
    expect(decideGameTap(game({ vassalage: 'TCG_LOTTO_VN', gameCode: 'VNC' }), member)).toEqual({
      kind: 'navigate',
      target: 'lottery-by-code',
      vendor: 'TCG_LOTTO_VN',
      query: { code: 'VNC', prizeMode: 'elott', pageBack: false },
      href: '/launchGame?prize_mode=elott&code=VNC',
      launch: { gameCode: 'VNC' },
    });
  });

  it("uses the game code 'lobby' when the game has none, and pageBack=home from home", () => {
    const decision = decideGameTap(game({ vassalage: 'TCG_LOTTO_VN' }), { ...member, fromHome: true });
    expect(decision).toMatchObject({ query: { code: DEFAULT_GAME_CODE, pageBack: true } });
    expect(decision).toMatchObject({ href: '/launchGame?prize_mode=elott&code=lobby&pageBack=home' });
  });

  it('launches TCG_SEA with prize mode SEA', () => {
    expect(decideGameTap(game({ vassalage: 'TCG_SEA', gameGroupId: 4 }), member)).toEqual({
      kind: 'navigate',
      target: 'sea-launch',
      vendor: 'TCG_SEA',
      query: { gameId: '12', gameGroupId: '4', prizeMode: 'SEA', pageBack: false },
      href: '/launchGame?gameId=12&gameGroupId=4&prize_mode=SEA',
      launch: { nodeId: 301 },
    });
    expect(decideGameTap(game({ vassalage: 'TCG_SEA' }), member)).toMatchObject({ href: '/launchGame?gameId=12&prize_mode=SEA' });
  });

  it('opens the lottery launch route for LOTT with playType ent or trad and the mapping prize mode', () => {
    expect(decideGameTap(game({ vassalage: 'LOTT', lottoMode: 'Entertainment', gameGroupId: '2' }), member)).toEqual({
      kind: 'navigate',
      target: 'lottery-launch',
      vendor: 'LOTT',
      query: { playType: 'ent', gameId: '12', gameGroupId: '2', prizeMode: 'elott', pageBack: false },
      href: '/launchGame?playType=ent&gameId=12&gameGroupId=2&prize_mode=elott',
      launch: { nodeId: 301, playType: 'ent' },
    });
    expect(
      decideGameTap(game({ vassalage: 'ELOTT', lottoMode: 'Tradition' }), { role: 'agent', vendorMapping: lottMapping, fromHome: true }),
    ).toEqual({
      kind: 'navigate',
      target: 'lottery-launch',
      vendor: 'ELOTT',
      query: { playType: 'trad', gameId: '12', prizeMode: 'lott', pageBack: true },
      href: '/launchGame?playType=trad&gameId=12&prize_mode=lott&pageBack=home',
      launch: { nodeId: 301, playType: 'trad' },
    });
  });

  it('opens the game list for a vendor-list item, by game type or else category', () => {
    expect(decideGameTap(game({ vassalage: 'SABA', gameCategory: 'SPORTS', isVendorList: true }), member)).toEqual({
      kind: 'navigate',
      target: 'game-list',
      gameType: 'SPORTS',
      vassalage: 'SABA',
      href: '/gameList?gameType=SPORTS&vassalage=SABA',
    });
    expect(decideGameTap(game({ vassalage: 'JDB', gameType: 'FISH', isVendorList: true }), member)).toMatchObject({
      href: '/gameList?gameType=FISH&vassalage=JDB',
    });
  });

  it('keeps the lottery vendors ahead of the vendor-list flag (spec order)', () => {
    expect(decideGameTap(game({ vassalage: 'TCG_LOTTO_VN', isVendorList: true }), member)).toMatchObject({ target: 'lottery-by-code' });
  });

  it('launches any other game for a member for real money, by category, vendor, game id and node id', () => {
    const request = { gameCategory: 'RNG', vendor: 'PG', gameId: '12', nodeId: 301 };
    expect(decideGameTap(game({ supportPlay: 0 }), member)).toEqual({ kind: 'launch', launch: request });
    expect(decideGameTap(game({ supportPlay: 1 }), member)).toEqual({ kind: 'launch', launch: request });
    expect(decideGameTap(game({ isVendorList: false }), member)).toEqual({ kind: 'launch', launch: request });
  });

  it('lets a trial account play a free game with play money, lotteries included', () => {
    expect(decideGameTap(game({ supportPlay: 0 }), trial)).toMatchObject({ kind: 'launch', launch: { nodeId: 301, freePlay: 1 } });
    expect(decideGameTap(game({ vassalage: 'LOTT', supportPlay: 0 }), trial)).toMatchObject({ launch: { nodeId: 301, playType: 'trad', freePlay: 1 } });
    expect(decideGameTap(game({ vassalage: 'TCG_LOTTO_VN', gameCode: 'VNC', supportPlay: 0 }), trial)).toMatchObject({ launch: { gameCode: 'VNC', freePlay: 1 } });
  });

  it('refuses a trial account a game without free play, with the spec’s message for 2 s', () => {
    for (const vassalage of ['PG', 'LOTT', 'TCG_SEA']) {
      expect(decideGameTap(game({ vassalage, supportPlay: 1 }), trial)).toEqual({ kind: 'refuse', messageId: TRIAL_REFUSED_MESSAGE_ID, durationMs: 2000 });
    }
  });

  it('opens a vendor’s game list for a trial account too (the games in it are decided one by one)', () => {
    expect(decideGameTap(game({ vassalage: 'JDB', gameType: 'FISH', isVendorList: true, supportPlay: 1 }), trial)).toMatchObject({ target: 'game-list' });
  });
});

describe('lotteryLaunchByCode', () => {
  it('asks for the lottery by code in the play type asked for, with play money only for a trial account', () => {
    expect(lotteryLaunchByCode('VN1', 'trad', 'member')).toEqual({ gameCode: 'VN1', playType: 'trad' });
    expect(lotteryLaunchByCode('VN1', undefined, 'agent')).toEqual({ gameCode: 'VN1' });
    expect(lotteryLaunchByCode('VN1', 'ent', 'trial')).toEqual({ gameCode: 'VN1', playType: 'ent', freePlay: 1 });
  });
});
