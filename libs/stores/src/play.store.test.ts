import { describe, expect, it } from 'vitest';
import type { Game } from '@gp/api-client';
import { decideGameTap, type Role } from '@gp/domain';
import { gameRecordOf, gameViewTitleOf } from './game-tile';
import { PlayStore, launchFailureMessageId } from './play.store';
import { FakePlatform, Failure, deferred, settle } from './test-support/fake-platform';
import { gameFixture } from './test-support/games';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';

const slot = gameFixture({ nodeName: 'Lucky Seven node' });
const freeSlot: Game = { ...slot, nodeId: 502, gameId: 'slot-8', supportPlay: 0, freeplay: true };

const launchAnswer = (url: string, freePlay = false) => ({
  url,
  openMode: 'window',
  freePlay,
  wallet: freePlay ? 'demo' : 'cash',
  expiresAt: 0,
});

const lottery = (gameId: string, nodeId: number, supportPlay: 0 | 1, gameGroupId: number | null = null) => ({
  nodeId,
  gameId,
  gameName: `Lotto ${gameId}`,
  gameCode: `L${gameId}`,
  vassalage: 'LOTT',
  displayName: 'Lott',
  gameCategory: 'LOTT',
  gameGroupId,
  lottoMode: 'Tradition',
  playTypes: ['trad'],
  supportPlay,
  gameClassifyNew: 'TRAD',
  minBetMinor: 100,
  drawIntervalSeconds: 60,
  currentDraw: { drawNumber: '1', closesAt: 0, drawAt: 0 },
});

function setup() {
  const platform = new FakePlatform();
  const clock = new ManualClock();
  const ui = new UiStore(clock);
  const wallet = { refreshes: 0, refresh: async () => void (wallet.refreshes += 1) };
  platform.on('GET', '/wps/game/launch', (call) => launchAnswer(`/demo/slot/t-${call.query.get('nodeId') ?? call.query.get('gameCode')}`, call.query.get('freePlay') === '1'));
  platform.on('GET', '/wps/game/recent/add', () => true);
  const store = new PlayStore({ api: platform.api, clock, wallet, ui });
  const launches = () => platform.callsTo('GET', '/wps/game/launch');
  const toastIds = () => ui.toasts.map((toast) => toast.message.id);
  return { platform, clock, ui, wallet, store, launches, toastIds };
}

/** Launches a tile as the app does: the domain decides, the store carries out. */
function tap(store: PlayStore, game: Game, role: Role = 'member') {
  const decision = decideGameTap(gameRecordOf(game), { role, vendorMapping: {} });
  if (decision.kind !== 'launch') throw new Error(`expected a launch, got ${decision.kind}`);
  return store.launch(decision.launch, gameViewTitleOf(game));
}

describe('PlayStore.launch', () => {
  it('launches a member’s game for real money by category, vendor, gameId and nodeId and shows it', async () => {
    const { store, launches } = setup();
    const outcome = await tap(store, freeSlot);
    expect(outcome.kind).toBe('opened');
    const query = launches()[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ gameCategory: 'RNG', vendor: 'DEMO', gameId: 'slot-8', nodeId: '502' });
    expect(store.running).toEqual({ url: '/demo/slot/t-502', title: 'Lucky Seven', nodeId: 502, freePlay: false });
  });

  it('records the launched game as recent', async () => {
    const { store, platform } = setup();
    await tap(store, slot);
    await settle();
    const recent = platform.calls.filter((call) => call.path.includes('recent'));
    expect(recent).toHaveLength(1);
    expect(recent[0]?.query.get('nodeId')).toBe('501');
  });

  it('names the view after the node when the game has no name', async () => {
    const { store } = setup();
    await tap(store, { ...slot, gameName: '' });
    expect(store.running?.title).toBe('Lucky Seven node');
  });

  it('plays a free game with play money for a trial account', async () => {
    const { store, launches } = setup();
    await tap(store, freeSlot, 'trial');
    expect(launches()[0]?.query.get('freePlay')).toBe('1');
    expect(store.running?.freePlay).toBe(true);
  });

  it('shows loading while the launch call is out and ignores a second tap meanwhile', async () => {
    const { store, platform, launches } = setup();
    const held = deferred<unknown>();
    platform.on('GET', '/wps/game/launch', () => held.promise);
    const first = tap(store, slot);
    await settle();
    expect(store.loading).toBe(true);
    expect(await tap(store, freeSlot)).toEqual({ kind: 'busy' });
    held.resolve(launchAnswer('/demo/slot/x'));
    expect((await first).kind).toBe('opened');
    expect(store.loading).toBe(false);
    expect(launches()).toHaveLength(1);
  });

  it('translates a platform failure into a toast and keeps the view closed', async () => {
    const { store, platform, toastIds } = setup();
    platform.on('GET', '/wps/game/launch', () => new Failure('URL_EMPTY', 404));
    expect(await tap(store, slot)).toEqual({ kind: 'failed', code: 'URL_EMPTY' });
    expect(store.running).toBeNull();
    expect(store.lastErrorCode).toBe('URL_EMPTY');
    expect(toastIds()).toEqual(['play.unavailable']);
  });

  it.each(['SESSION_EXPIRED', 'NOT_LOGGED_IN'])('tells the caller the session ended on %s, whoever cleared it', async (code) => {
    const { store, platform } = setup();
    platform.on('GET', '/wps/game/launch', () => new Failure(code, 401));
    expect(await tap(store, slot)).toEqual({ kind: 'sessionEnded' });
  });

  it('keeps the game open when recording it as recent fails', async () => {
    const { store, platform } = setup();
    platform.on('GET', '/wps/game/recent/add', () => new Failure('INTERNAL_ERROR', 500));
    await tap(store, slot);
    await settle();
    expect(store.running).not.toBeNull();
  });
});

describe('PlayStore.close', () => {
  it('clears the running game and refreshes the balance', async () => {
    const { store, wallet } = setup();
    await tap(store, slot);
    store.close();
    expect(store.running).toBeNull();
    expect(wallet.refreshes).toBe(1);
  });

  it('does nothing when no game is open', () => {
    const { store, wallet } = setup();
    store.close();
    expect(wallet.refreshes).toBe(0);
  });
});

describe('PlayStore.openLottery and findLottery', () => {
  it('launches a lottery by code with its play type, without opening the game view', async () => {
    const { store, launches } = setup();
    const outcome = await store.openLottery({ gameCode: 'VN1', playType: 'trad' });
    expect(outcome.kind).toBe('opened');
    expect(Object.fromEntries(launches()[0]?.query ?? [])).toEqual({ gameCode: 'VN1', playType: 'trad' });
    expect(store.running).toBeNull();
  });

  it('finds a lottery by game id and group in the lottery list, for a launch by node id', async () => {
    const { store, platform, launches } = setup();
    platform.on('GET', '/wps/lottery/list', () => ({ list: [lottery('7', 900, 1, 1), lottery('7', 901, 1, 2)] }));
    const found = await store.findLottery('7', '2');
    expect(found).toMatchObject({ nodeId: 901, vassalage: 'LOTT', supportPlay: 1, gameGroupId: 2 });
    await store.openLottery({ nodeId: found?.nodeId, playType: 'ent' });
    expect(Object.fromEntries(launches()[0]?.query ?? [])).toEqual({ nodeId: '901', playType: 'ent' });
  });

  it('finds nothing, with the unavailable message, for a lottery the list does not hold', async () => {
    const { store, platform, launches, toastIds } = setup();
    platform.on('GET', '/wps/lottery/list', () => ({ list: [] }));
    expect(await store.findLottery('404')).toBeNull();
    expect(store.lastErrorCode).toBe('NOT_FOUND');
    expect(launches()).toHaveLength(0);
    expect(toastIds()).toEqual(['play.unavailable']);
  });

  it('gives a found lottery to the domain, which refuses a trial account a paid one', async () => {
    const { store, platform } = setup();
    platform.on('GET', '/wps/lottery/list', () => ({ list: [lottery('1', 800, 1), lottery('2', 801, 0)] }));
    const paid = await store.findLottery('1');
    const free = await store.findLottery('2');
    const context = { role: 'trial', vendorMapping: {} } as const;
    expect(paid && decideGameTap(paid, context).kind).toBe('refuse');
    expect(free && decideGameTap(free, context)).toMatchObject({ launch: { nodeId: 801, freePlay: 1 } });
  });

  it('reports a failing lottery list', async () => {
    const { store, platform } = setup();
    platform.on('GET', '/wps/lottery/list', () => new Failure('MAINTENANCE', 503));
    expect(await store.findLottery('1')).toBeNull();
    expect(store.lastErrorCode).toBe('MAINTENANCE');
  });
});

describe('launch helpers', () => {
  it.each([
    ['TRIAL_NOT_ALLOWED', 'error.trialActualAccount'],
    ['URL_EMPTY', 'play.unavailable'],
    ['NOT_FOUND', 'play.unavailable'],
    ['NETWORK', 'error.network'],
    ['TIMEOUT', 'error.network'],
    ['SESSION_EXPIRED', 'error.sessionExpired'],
    ['NOT_LOGGED_IN', 'error.sessionExpired'],
    ['INTERNAL_ERROR', 'play.failed'],
  ])('shows %s as %s', (code, id) => {
    expect(launchFailureMessageId(code)).toBe(id);
  });

  it('turns null contract fields into absent record fields', () => {
    expect(gameRecordOf(slot)).not.toHaveProperty('gameGroupId');
    expect(gameRecordOf(slot)).not.toHaveProperty('lottoMode');
    expect(gameRecordOf({ ...slot, gameGroupId: 4, lottoMode: 'Entertainment' })).toMatchObject({ gameGroupId: 4, lottoMode: 'Entertainment' });
  });

  it('takes a tile of several games for a vendor list', () => {
    expect(gameRecordOf(slot).isVendorList).toBe(false);
    expect(gameRecordOf({ ...slot, gameCount: 40 }).isVendorList).toBe(true);
  });
});

describe('PlayStore and responsible gaming', () => {
  it('watches a cash game, not a free one, and closes it when today’s play-time limit is reached', async () => {
    const { platform, clock, store, toastIds } = setup();
    let allowed = 2;
    platform.on('POST', '/wps/member/rg/play-session', () =>
      (allowed -= 1) >= 0
        ? { startedAt: 0, playedMinutes: 0, wageredMinor: 0, netMinor: 0, currency: 'PHP', realityCheckMinutes: 60, todayMinutes: 0, sessionLimitMinutes: 30, resetsAt: 1 }
        : new Failure('RG_SESSION_LIMIT', 403, { limitMinutes: 30, resetsAt: 1 }),
    );
    await tap(store, slot);
    await settle();
    expect(store.watch).not.toBeNull();
    expect(store.running).not.toBeNull();
    clock.advance(60_000);
    await settle();
    clock.advance(60_000);
    await settle();
    expect(store.running).toBeNull();
    expect(store.watch).toBeNull();
    expect(toastIds()).toContain('error.rgSessionLimit');
  });

  it('does not watch a free game', async () => {
    const { store, platform } = setup();
    await tap(store, freeSlot, 'trial');
    await settle();
    expect(store.watch).toBeNull();
    expect(platform.callsTo('POST', '/wps/member/rg/play-session')).toHaveLength(0);
  });
});
