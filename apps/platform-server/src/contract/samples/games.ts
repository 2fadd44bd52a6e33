import { FIRST_SEED_NODE_ID, SEED_VENDORS } from '../../db/seed-games';
import type { ContractSamples } from './sample-kit';

/** The first seeded game (a local game every merchant offers) and its vendor. */
const NODE_ID = FIRST_SEED_NODE_ID;
const VENDOR = SEED_VENDORS[0]?.code ?? 'PINOY';

const listQuery = {
  merchant: 'aurora', clientType: '2', platform: 'html5', gameName: '', gameType: '', pageNo: '1', pageSize: '9',
  vassalage: '', gameClassify: '', minBet: '0', minLine: '0', language: 'EN', imgSize: 'rx2',
};

/** Sample requests of the games area's operations, keyed by operationId (see contract.test.ts). */
export const GAMES_SAMPLES: ContractSamples = {
  getVendorTypes: [
    { method: 'GET', url: '/wps/game/vassgameType', query: { typeId: '1', merchant: 'aurora' }, headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/game/vassgameType', headers: { merchant: 'ember', language: 'TY' } },
  ],
  listGames: [
    { method: 'GET', url: '/wps/game/list', query: listQuery, headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/game/list', query: { gameType: 'LOTT', pageSize: '100' }, headers: { merchant: 'jade' } },
    { method: 'GET', url: '/wps/game/list', query: { gameType: 'RNG', vassalage: 'PG', gameName: ' fortune ', isNew: '1' }, headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/game/list', query: { gameType: 'LIVE', pageNo: '999' }, headers: { merchant: 'ember' } },
    (kit) => ({
      method: 'GET', url: '/wps/game/list', query: { gameClassify: 'fav', pageSize: '9' },
      headers: { merchant: 'aurora', authorization: kit.token('demo') },
    }),
  ],
  getHotGames: [
    { method: 'GET', url: '/wps/game/hot', query: { isPlatform: '2', language: 'EN', platform: 'html5' }, headers: { merchant: 'aurora' } },
    { method: 'GET', url: '/wps/game/hot', query: { gameType: 'ELOTT', limit: '100' }, headers: { merchant: 'jade' } },
  ],
  getFavouriteIds: [
    (kit) => ({ method: 'GET', url: '/wps/game/favourites/ids', headers: { merchant: 'aurora', authorization: kit.token('demo') } }),
  ],
  listFavourites: [
    (kit) => ({
      method: 'GET', url: '/wps/game/favourites', query: { gameType: '', pageNo: '1', pageSize: '20', language: 'EN' },
      headers: { merchant: 'aurora', authorization: kit.token('demo') },
    }),
    (kit) => ({
      method: 'GET', url: '/wps/game/favourites', query: { gameType: 'LIVE', pageSize: '9' },
      headers: { merchant: 'jade', authorization: kit.token('agent01', 'jade') },
    }),
  ],
  addFavourite: [
    (kit) => ({
      method: 'POST', url: '/wps/game/favourites', payload: { nodeId: NODE_ID, vendor: VENDOR },
      headers: { merchant: 'aurora', authorization: kit.token('agent01') },
    }),
    (kit) => ({
      method: 'POST', url: '/wps/game/favourites', payload: { nodeId: String(NODE_ID + 1), vendor: VENDOR },
      headers: { merchant: 'ember', authorization: kit.token('demo', 'ember') },
    }),
  ],
  removeFavourite: [
    (kit) => ({
      method: 'DELETE', url: '/wps/game/favourites', query: { nodeId: String(NODE_ID), vendor: VENDOR },
      headers: { merchant: 'aurora', authorization: kit.token('agent01') },
    }),
  ],
  addRecentGame: [
    (kit) => ({
      method: 'GET', url: '/wps/game/recent/add', query: { nodeId: String(NODE_ID) },
      headers: { merchant: 'aurora', authorization: kit.token('demo') },
    }),
  ],
  listRecentGames: [
    (kit) => ({
      method: 'GET', url: '/wps/game/recent', query: { pageNo: '1', pageSize: '20' },
      headers: { merchant: 'aurora', authorization: kit.token('demo') },
    }),
  ],
};
