/** Test helpers: games as the platform lists them (also in `@gp/stores/testing`). */
import type { Game } from '@gp/api-client';

/** A paid HTML5 slot of the demo vendor ('Lucky Seven'), with `overrides` applied. */
export function gameFixture(overrides: Partial<Game> = {}): Game {
  return {
    nodeId: 501,
    gameId: 'slot-7',
    roomId: null,
    gameName: 'Lucky Seven',
    nodeName: 'Lucky Seven',
    displayName: 'Demo',
    vassalage: 'DEMO',
    vendorCode: 'DEMO',
    gameType: 'RNG',
    gameCategory: 'RNG',
    gameCode: 'lobby',
    gameGroupId: null,
    lottoMode: null,
    supportPlay: 1,
    showIcon: null,
    iconUrl: '/i.svg',
    url: null,
    mobileLargeIcon: '/i.svg',
    telNodeId: 1,
    gameCount: 1,
    isGameH5: true,
    playType: null,
    freeplay: false,
    gameClassifyNew: null,
    ...overrides,
  };
}
