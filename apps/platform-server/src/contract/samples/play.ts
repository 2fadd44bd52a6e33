import type { ContractSamples, SampleKit } from './sample-kit';

const AURORA = { merchant: 'aurora' };

/** The nodeId of a free-play game of a category (supportPlay 0), from the seeded catalogue. */
function freeGame(kit: SampleKit, where: string): { node_id: number; game_code: string } {
  const row = kit.server.db
    .prepare<[], { node_id: number; game_code: string }>(`SELECT node_id, game_code FROM game WHERE support_play = 0 AND ${where} ORDER BY node_id LIMIT 1`)
    .get();
  if (!row) throw new Error(`no free-play game where ${where}`);
  return row;
}

/** Launches a free-play game for demo and returns the ticket of its address. */
async function ticketFor(kit: SampleKit, nodeId: number): Promise<string> {
  const response = await kit.server.app.inject({
    url: `/wps/game/launch?nodeId=${nodeId}&freePlay=1`,
    headers: { ...AURORA, authorization: kit.token('demo') },
  });
  const url = (response.json() as { value: { url: string } }).value.url;
  const ticket = /\/demo\/slot\/([\w-]+)$/.exec(url)?.[1] ?? new URL(url, 'http://x').searchParams.get('token');
  if (!ticket) throw new Error(`no ticket in ${url}`);
  return ticket;
}

/** The id of one of demo's seeded orders and the first pending sub-order of its pending one. */
function seededOrder(kit: SampleKit, status: 'settled' | 'pending'): { orderId: number; subOrderId: number } {
  const row = kit.server.db
    .prepare<[string], { orderId: number; subOrderId: number | null }>(
      `SELECT o.id AS orderId, (SELECT min(s.id) FROM game_suborder s WHERE s.order_id = o.id AND s.status = 'pending') AS subOrderId
       FROM game_order o JOIN member m ON m.id = o.member_id
       WHERE m.merchant_code = 'aurora' AND m.username = 'demo' AND o.status = ? ORDER BY o.id LIMIT 1`,
    )
    .get(status);
  if (!row) throw new Error(`no seeded ${status} order`);
  return { orderId: row.orderId, subOrderId: row.subOrderId ?? 0 };
}

/** Sample requests of the play area's operations, keyed by operationId (see contract.test.ts). */
export const PLAY_SAMPLES: ContractSamples = {
  launchGame: [
    (kit) => ({ url: `/wps/game/launch?nodeId=${freeGame(kit, "game_category = 'RNG'").node_id}`, headers: { ...AURORA, authorization: kit.token('demo') } }),
    (kit) => ({ url: '/wps/game/launch?gameCode=VNL01&gameCategory=LOTT&vendor=TCG_LOTTO_VN', headers: { merchant: 'jade', authorization: kit.token('demo', 'jade') } }),
  ],
  spinDemoSlot: [
    async (kit) => ({
      method: 'POST',
      url: '/wps/demo/slot/spin',
      headers: { ...AURORA, 'idempotency-key': 'sample-spin-0000000001' },
      payload: { ticket: await ticketFor(kit, freeGame(kit, "game_category = 'RNG'").node_id), stakeMinor: 1000 },
    }),
  ],
  placeLotteryOrder: [
    async (kit) => {
      const lottery = freeGame(kit, "vendor_code = 'ELOTT'");
      const draws = await kit.server.app.inject({ url: `/wps/lottery/numero?gameCode=${lottery.game_code}`, headers: AURORA });
      const drawNumber = (draws.json() as { value: { current: { drawNumber: string } } }).value.current.drawNumber;
      return {
        method: 'POST',
        url: '/wps/lottery/orders',
        headers: { ...AURORA, 'idempotency-key': 'sample-lottery-000000001' },
        payload: { ticket: await ticketFor(kit, lottery.node_id), drawNumber, numbers: ['07', '42'], stakeMinor: 1000 },
      };
    },
  ],
  getLotteryList: [
    { url: '/wps/lottery/list', headers: AURORA },
    { url: '/wps/lottery/list?playType=ent&gameClassifyNew=QUICK', headers: { merchant: 'ember' } },
  ],
  getLotteryMenu: [{ url: '/wps/lottery/menu', headers: AURORA }],
  getRecentVnLotteries: [{ url: '/wps/lottery/vn/recent', headers: AURORA }],
  getDrawNumbers: [{ url: '/wps/lottery/numero?gameCode=EL01', headers: AURORA }],
  getVnDrawNumbers: [{ url: '/wps/lottery/vn/numero?gameCode=VNL01', headers: AURORA }],
  getRankList: [
    { url: '/wps/lottery/rank', headers: AURORA },
    { url: '/wps/lottery/rank?gameCode=EL01&period=week&limitNum=5', headers: { merchant: 'jade' } },
  ],
  getLiveModels: [{ url: '/wps/live/models', headers: AURORA }],
  getWinnerBoard: [
    { url: '/wps/winners/board?gameCategory=ALL&language=EN&limitNum=20&imgSize=rx2', headers: AURORA },
    { url: '/wps/winners/board?gameCategory=LOTT', headers: { merchant: 'ember' } },
  ],
  listOrders: [
    (kit) => ({ url: '/lgw/orders', headers: { ...AURORA, authorization: kit.token('demo') } }),
    (kit) => ({ url: '/lgw/orders?status=pending&gameCategory=ELOTT&pageNo=1&pageSize=5', headers: { ...AURORA, authorization: kit.token('demo') } }),
  ],
  getOrder: [
    (kit) => ({ url: `/lgw/orders/${seededOrder(kit, 'settled').orderId}`, headers: { ...AURORA, authorization: kit.token('demo') } }),
    (kit) => ({ url: `/lgw/orders/${seededOrder(kit, 'pending').orderId}`, headers: { ...AURORA, authorization: kit.token('demo') } }),
  ],
  cancelSubOrders: [
    (kit) => {
      const { orderId, subOrderId } = seededOrder(kit, 'pending');
      return {
        method: 'POST',
        url: `/lgw/orders/${orderId}/suborders/cancel`,
        headers: { ...AURORA, authorization: kit.token('demo'), 'idempotency-key': 'sample-cancel-000000001' },
        payload: { subOrderIds: [subOrderId] },
      };
    },
  ],
};
