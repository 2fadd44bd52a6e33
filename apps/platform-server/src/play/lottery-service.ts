import { ApiError } from '../http/envelope';
import { IdempotencyStore } from '../http/idempotency-store';
import type { PlatformContext } from '../platform-context';
import type { SessionAccount } from '../sessions/session-store';
import { isCancellable } from './counted-bets';
import { LOTTERY_PAYOUT_MULTIPLIER, MAX_DRAWS_AHEAD, openDraw, parseDrawNumber, winningNumberOf } from './draw-schedule';
import { GameTickets } from './game-tickets';
import { LotteryDraws } from './lottery-draws';
import { OrderStore, type OrderRow } from './order-store';
import { OrderViews } from './order-views';
import { PlayGames } from './play-games';
import { requireStake, requireTicket } from './slot-service';
import type { Schema } from '../contract/schema-types';
import { ResponsibleGaming } from '../responsible-gaming/responsible-gaming';

/** An order after a bet or a cancellation and its wallet's balance (schema PlayOrderChange). */
export type OrderChange = Schema<'PlayOrderChange'>;

/** A bet of the lottery frame (schema LotteryOrderRequest). */
export type LotteryBet = Schema<'LotteryOrderRequest'>;

const notCancellable = (): ApiError =>
  new ApiError(409, 'ORDER_NOT_CANCELLABLE', 'Only pending numbers of a draw still open for bets can be cancelled');

/**
 * Lottery orders: placing a bet (pending order and its debit in one transaction), settling orders
 * whose draw has passed (each exactly once, with its payout) and cancelling pending numbers before
 * the draw closes (with their refund).
 */
export class LotteryService {
  readonly draws;
  readonly views;
  private readonly orders;
  private readonly tickets;
  private readonly games;
  private readonly idempotency;
  private readonly responsibleGaming;

  constructor(
    private readonly context: PlatformContext,
    draws?: LotteryDraws,
  ) {
    this.draws = draws ?? new LotteryDraws(context.db);
    this.orders = new OrderStore(context.db);
    this.views = new OrderViews(context.db, this.orders);
    this.tickets = new GameTickets(context.db);
    this.games = new PlayGames(context.db);
    this.idempotency = new IdempotencyStore(context.db);
    this.responsibleGaming = new ResponsibleGaming(context);
  }

  /** Places a bet with a lottery ticket of this merchant, at most once per Idempotency-Key. */
  place(merchant: string, bet: LotteryBet, idempotencyKey: string): OrderChange {
    const now = this.context.now();
    const { ticket, game } = requireTicket(this.tickets, this.games, { ticket: bet.ticket, merchant, now, lottery: true });
    requireStake(game, bet.stakeMinor);
    const interval = LotteryDraws.intervalOf(game.vendor);
    const slot = parseDrawNumber(bet.drawNumber, interval);
    const open = openDraw(now, interval);
    if (!slot || slot.index < open.index || slot.index > open.index + MAX_DRAWS_AHEAD) {
      throw new ApiError(400, 'BAD_REQUEST', `Draw ${bet.drawNumber} is not open for bets; the open draw is ${open.drawNumber}`, {
        openDrawNumber: open.drawNumber,
      });
    }
    const call = { memberId: ticket.memberId, operation: 'lottery-order', key: idempotencyKey, request: bet };
    return this.idempotency.run(call, now, () => {
      const total = bet.stakeMinor * bet.numbers.length;
      if (ticket.wallet === 'cash') this.responsibleGaming.refuseStake(ticket.memberId, total, now);
      const orderId = this.orders.insertLottery(
        { merchant, memberId: ticket.memberId, nodeId: game.nodeId, wallet: ticket.wallet, stake: total, drawNumber: slot.drawNumber, closesAt: slot.closesAt, drawAt: slot.drawAt, at: now },
        bet.numbers,
        bet.stakeMinor,
      );
      this.context.ledger.post({ memberId: ticket.memberId, wallet: ticket.wallet, amountMinor: -total, kind: 'bet', reference: `order:${orderId}`, at: now });
      return this.changeOf(orderId, now);
    });
  }

  /** Settles the due orders of one member or one merchant (lazily, when they are read). */
  settleDue(filter: { memberId?: number; merchant?: string }): void {
    const now = this.context.now();
    for (const order of this.orders.due(now, filter)) this.settle(order, now);
  }

  /** Settles one pending order whose draw has passed, in one transaction, exactly once. */
  settle(order: OrderRow, now: number): void {
    if (order.draw_number === null || order.draw_at === null || order.draw_at > now) return;
    const { draw_number: drawNumber, draw_at: drawAt } = order;
    this.context.db.transaction(() => {
      const result = this.draws.resultOf(order.node_id, { drawNumber, drawAt }, now);
      if (result === null) return;
      const winning = winningNumberOf(result);
      const pending = this.orders.subOrders(order.id).filter((sub) => sub.status === 'pending');
      const wins = pending.map((sub) => (sub.number === winning ? sub.stake_minor * LOTTERY_PAYOUT_MULTIPLIER : 0));
      const total = wins.reduce((sum, win) => sum + win, 0);
      if (!this.orders.markSettled(order.id, total, now)) return;
      pending.forEach((sub, index) => this.orders.setSubOrder(sub.id, (wins[index] ?? 0) > 0 ? 'won' : 'lost', wins[index] ?? 0));
      if (total > 0) {
        this.context.ledger.post({ memberId: order.member_id, wallet: order.wallet, amountMinor: total, kind: 'payout', reference: `order:${order.id}`, at: now });
      }
    })();
  }

  /** The session's own order, settled if due; 404 NOT_FOUND for anyone else's. */
  ownOrder(account: SessionAccount, orderId: number): OrderRow {
    const order = this.orders.find(orderId);
    if (!order || order.member_id !== account.memberId || order.merchant_code !== account.merchantCode) {
      throw new ApiError(404, 'NOT_FOUND', 'No such order');
    }
    if (order.status === 'pending' && order.draw_at !== null && order.draw_at <= this.context.now()) {
      this.settle(order, this.context.now());
      return this.orders.find(orderId) ?? order;
    }
    return order;
  }

  /** Cancels pending sub-orders of the session's own order before its draw closes, refunding them. */
  cancel(account: SessionAccount, orderId: number, subOrderIds: number[], idempotencyKey: string): OrderChange {
    const now = this.context.now();
    const call = { memberId: account.memberId, operation: 'cancel-suborders', key: idempotencyKey, request: { orderId, subOrderIds } };
    const order = this.ownOrder(account, orderId);
    return this.idempotency.run(call, now, () => {
      if (order.kind !== 'lottery' || !isCancellable(order, now)) throw notCancellable();
      const subs = new Map(this.orders.subOrders(orderId).map((sub) => [sub.id, sub]));
      const chosen = subOrderIds.map((id) => subs.get(id));
      if (chosen.some((sub) => sub?.status !== 'pending')) throw notCancellable();
      const refund = chosen.reduce((sum, sub) => sum + (sub?.stake_minor ?? 0), 0);
      for (const sub of chosen) if (sub) this.orders.setSubOrder(sub.id, 'cancelled', 0);
      if (!this.orders.addRefund(orderId, refund)) throw notCancellable();
      this.context.ledger.post({ memberId: order.member_id, wallet: order.wallet, amountMinor: refund, kind: 'bet_refund', reference: `order:${orderId}`, at: now });
      return this.changeOf(orderId, now);
    });
  }

  /** An order's detail and its wallet's balance. */
  private changeOf(orderId: number, now: number): OrderChange {
    const detail = this.views.detail(orderId, now);
    if (!detail) throw new Error(`order ${orderId} vanished`);
    const order = this.orders.find(orderId);
    const balanceMinor = order ? this.context.ledger.balanceOf(order.member_id, order.wallet) : 0;
    return { order: detail, balanceMinor, currency: detail.order.currency };
  }
}
