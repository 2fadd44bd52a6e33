import { describe, expect, it } from 'vitest';
import { homeWinners } from './home-winners';
import { deferred } from './test-support/fake-platform';
import { homePlatform } from './test-support/home-platform';

describe('homeWinners', () => {
  it('loads the 20-entry board of every category', async () => {
    const { platform } = homePlatform();
    const winners = homeWinners(platform.api);
    await winners.load();
    const board = platform.callsTo('GET', '/wps/winners/board')[0]?.query;
    expect([board?.get('gameCategory'), board?.get('limitNum')]).toEqual(['ALL', '20']);
    expect(winners.value[0]?.customerName).toBe('d***o');
  });

  it('applies only the latest load when a language change overtakes one', async () => {
    const { platform } = homePlatform();
    const winners = homeWinners(platform.api);
    const slow = deferred<unknown>();
    let calls = 0;
    platform.on('GET', '/wps/winners/board', () => (++calls === 1 ? slow.promise : { list: [{ vo: { customerName: 'new' } }] }));
    const first = winners.load();
    await winners.load();
    slow.resolve({ list: [{ vo: { customerName: 'old' } }] });
    await first;
    expect(winners.value[0]?.customerName).toBe('new');
  });
});
