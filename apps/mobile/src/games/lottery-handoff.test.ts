import { describe, expect, it } from 'vitest';
import { handedLaunchOf, lotteryHandoff } from './lottery-handoff';

describe('lottery handoff', () => {
  it('reads back the launch an in-app tap handed over', () => {
    expect(handedLaunchOf(lotteryHandoff({ nodeId: 900, playType: 'trad' }))).toEqual({ nodeId: 900, playType: 'trad' });
    expect(handedLaunchOf(lotteryHandoff({ gameCode: 'VN1', freePlay: 1 }))).toEqual({ gameCode: 'VN1', freePlay: 1 });
  });

  it.each([
    ['no state (a deep link)', null],
    ['another screen’s state', { ticket: 't' }],
    ['no game', { launch: { playType: 'trad' } }],
    ['both a node and a code', { launch: { nodeId: 1, gameCode: 'X' } }],
    ['a node id that is no id', { launch: { nodeId: -3 } }],
    ['an empty code', { launch: { gameCode: '' } }],
  ])('takes nothing from %s', (_name, state) => {
    expect(handedLaunchOf(state)).toBeNull();
  });

  it('drops an unknown play type and a free-play flag that is not 1', () => {
    expect(handedLaunchOf({ launch: { nodeId: 5, playType: 'bogus', freePlay: true } })).toEqual({ nodeId: 5 });
  });
});
