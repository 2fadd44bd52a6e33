import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import type { IdempotencyParam, PathOf, QueryOf } from './params';

/** Where to open a launched game and how (frame or window). */
export type GameLaunch = components['schemas']['GameLaunch'];
/** One spin of the demo slot: reels, multiplier, win and the new balance. */
export type SlotSpin = components['schemas']['SlotSpin'];
/** The stake of a demo-slot spin and the game ticket it plays on. */
export type SlotSpinRequest = components['schemas']['SlotSpinRequest'];
/** A bet on numbers of a lottery draw. */
export type LotteryOrderRequest = components['schemas']['LotteryOrderRequest'];
/** One game order (bet) record. */
export type PlayOrder = components['schemas']['PlayOrder'];
/** One order with its sub-orders. */
export type PlayOrderDetail = components['schemas']['PlayOrderDetail'];
/** An order that changed (placed or cancelled) and the balance after it. */
export type PlayOrderChange = components['schemas']['PlayOrderChange'];
/** The sums of every order a listOrders filter holds. */
export type PlayOrderTotals = components['schemas']['PlayOrderTotals'];
/** One page of order records. */
export type PlayOrderPage = components['schemas']['PlayOrderPage'];
/** Which game to launch and how. */
export type LaunchGameQuery = QueryOf<'launchGame'>;
/** The filters and paging of listOrders. */
export type ListOrdersQuery = QueryOf<'listOrders'>;
/** A demo-slot spin with its Idempotency-Key. */
export type SpinDemoSlotParams = SlotSpinRequest & IdempotencyParam;
/** A lottery bet with its Idempotency-Key. */
export type PlaceLotteryOrderParams = LotteryOrderRequest & IdempotencyParam;
/** The order, the sub-orders to cancel and the Idempotency-Key. */
export type CancelSubOrdersParams = PathOf<'cancelSubOrders'> &
  components['schemas']['CancelSubOrdersRequest'] &
  IdempotencyParam;

/** Launches a game and returns the address to open (GET /wps/game/launch). Fails with URL_EMPTY. */
export function launchGame(client: PlatformClient, params: LaunchGameQuery = {}): Promise<GameLaunch> {
  return valueOf(client.GET('/wps/game/launch', { params: { query: params } }));
}

/**
 * Spins the demo slot (POST /wps/demo/slot/spin). `idempotencyKey` is made once per spin
 * (`crypto.randomUUID()`) and passed again on every retry of it, so a retry never stakes twice.
 */
export function spinDemoSlot(client: PlatformClient, params: SpinDemoSlotParams): Promise<SlotSpin> {
  const { idempotencyKey, ...body } = params;
  return valueOf(
    client.POST('/wps/demo/slot/spin', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }),
  );
}

/**
 * Bets on numbers of a lottery draw (POST /wps/lottery/orders). `idempotencyKey` is made once per
 * bet (`crypto.randomUUID()`) and passed again on every retry of it, so a retry never bets twice.
 */
export function placeLotteryOrder(client: PlatformClient, params: PlaceLotteryOrderParams): Promise<PlayOrderChange> {
  const { idempotencyKey, ...body } = params;
  return valueOf(
    client.POST('/wps/lottery/orders', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body }),
  );
}

/** Reads one page of the player's game order records (GET /lgw/orders). */
export function listOrders(client: PlatformClient, params: ListOrdersQuery = {}): Promise<PlayOrderPage> {
  return valueOf(client.GET('/lgw/orders', { params: { query: params } }));
}

/** Reads one order with its sub-orders (GET /lgw/orders/{orderId}). */
export function getOrder(client: PlatformClient, params: PathOf<'getOrder'>): Promise<PlayOrderDetail> {
  return valueOf(client.GET('/lgw/orders/{orderId}', { params: { path: params } }));
}

/**
 * Cancels pending sub-orders of a lottery order and refunds them
 * (POST /lgw/orders/{orderId}/suborders/cancel). `idempotencyKey` is made once per user action
 * (`crypto.randomUUID()`) and passed again on every retry. Fails with ORDER_NOT_CANCELLABLE.
 */
export function cancelSubOrders(client: PlatformClient, params: CancelSubOrdersParams): Promise<PlayOrderChange> {
  const { orderId, subOrderIds, idempotencyKey } = params;
  return valueOf(
    client.POST('/lgw/orders/{orderId}/suborders/cancel', {
      params: { path: { orderId }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { subOrderIds },
    }),
  );
}
