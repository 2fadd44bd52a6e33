import { describe, expect, it } from 'vitest';
import { HomeGameRows } from './home-game-rows';
import { homePlatform } from './test-support/home-platform';

describe('HomeGameRows', () => {
  it('loads the first 30 of the hot list for HOT', async () => {
    const { platform } = homePlatform();
    const rows = new HomeGameRows(platform.api);
    await rows.of('HOT').load();
    expect(platform.callsTo('GET', '/wps/game/hot')[0]?.query.get('isPlatform')).toBe('2');
    expect(rows.of('HOT').value).toHaveLength(30);
  });

  it('loads the first page of 30 HTML5 games of any other category, each row on its own', async () => {
    const { platform, listCalls } = homePlatform();
    const rows = new HomeGameRows(platform.api);
    await rows.of('RNG').load();
    expect(listCalls()).toEqual(['RNG']);
    const list = platform.callsTo('GET', '/wps/game/list')[0]?.query;
    expect([list?.get('pageSize'), list?.get('pageNo'), list?.get('platform'), list?.get('clientType')]).toEqual(['30', '1', 'html5', '2']);
    expect(rows.of('RNG').status).toBe('ready');
    expect(rows.of('RNG').value[0]?.gameName).toBe('RNG');
    expect(rows.of('FISH').status).toBe('idle');
  });
});
