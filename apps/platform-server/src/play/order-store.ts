import type { Db } from '../db/open-database';
import type { WalletKind } from '../wallet/ledger';

/** A game_order row. */
export interface OrderRow {
  id: number;
  merchant_code: string;
  member_id: number;
  node_id: number;
  kind: 'slot' | 'lottery';
  wallet: WalletKind;
  stake_minor: number;
  refunded_minor: number;
  win_minor: number;
  status: 'pending' | 'settled' | 'cancelled';
  reels: string | null;
  draw_number: string | null;
  closes_at: number | null;
  draw_at: number | null;
  created_at: number;
  settled_at: number | null;
}

/** A game_suborder row. */
export interface SubOrderRow {
  id: number;
  order_id: number;
  number: string;
  stake_minor: number;
  win_minor: number;
  status: 'pending' | 'won' | 'lost' | 'cancelled';
}

/** A new slot spin, settled at once. */
export interface NewSlotOrder {
  merchant: string;
  memberId: number;
  nodeId: number;
  wallet: WalletKind;
  stake: number;
  win: number;
  reels: string;
  at: number;
}

/** A new pending lottery bet. */
export interface NewLotteryOrder {
  merchant: string;
  memberId: number;
  nodeId: number;
  wallet: WalletKind;
  stake: number;
  drawNumber: string;
  closesAt: number;
  drawAt: number;
  at: number;
}

/** The statements that write and read game orders and their sub-orders (callers hold the transaction). */
export class OrderStore {
  private readonly insertSlotStatement;
  private readonly insertLotteryStatement;
  private readonly insertSubStatement;
  private readonly byId;
  private readonly subsOf;
  private readonly settleStatement;
  private readonly setSubStatement;
  private readonly refundStatement;
  private readonly dueStatement;

  constructor(db: Db) {
    this.insertSlotStatement = db.prepare<NewSlotOrder, { id: number }>(
      `INSERT INTO game_order (merchant_code, member_id, node_id, kind, wallet, stake_minor, win_minor, status, reels, created_at, settled_at)
       VALUES (@merchant, @memberId, @nodeId, 'slot', @wallet, @stake, @win, 'settled', @reels, @at, @at) RETURNING id`,
    );
    this.insertLotteryStatement = db.prepare<NewLotteryOrder, { id: number }>(
      `INSERT INTO game_order (merchant_code, member_id, node_id, kind, wallet, stake_minor, status, draw_number, closes_at, draw_at, created_at)
       VALUES (@merchant, @memberId, @nodeId, 'lottery', @wallet, @stake, 'pending', @drawNumber, @closesAt, @drawAt, @at) RETURNING id`,
    );
    this.insertSubStatement = db.prepare<[number, string, number]>(
      'INSERT INTO game_suborder (order_id, number, stake_minor) VALUES (?, ?, ?)',
    );
    this.byId = db.prepare<[number], OrderRow>('SELECT * FROM game_order WHERE id = ?');
    this.subsOf = db.prepare<[number], SubOrderRow>('SELECT * FROM game_suborder WHERE order_id = ? ORDER BY id');
    this.settleStatement = db.prepare<[number, number, number]>(
      "UPDATE game_order SET status = 'settled', win_minor = ?, settled_at = ? WHERE id = ? AND status = 'pending'",
    );
    this.setSubStatement = db.prepare<[string, number, number]>('UPDATE game_suborder SET status = ?, win_minor = ? WHERE id = ?');
    this.refundStatement = db.prepare<[number, number, number]>(
      `UPDATE game_order SET refunded_minor = refunded_minor + ?,
         status = CASE WHEN EXISTS (SELECT 1 FROM game_suborder s WHERE s.order_id = game_order.id AND s.status = 'pending')
                  THEN status ELSE 'cancelled' END
       WHERE id = ? AND status = 'pending' AND refunded_minor + ? <= stake_minor`,
    );
    this.dueStatement = db.prepare<{ now: number; memberId: number | null; merchant: string | null; limit: number }, OrderRow>(
      `SELECT * FROM game_order WHERE status = 'pending' AND draw_at <= @now
         AND (@memberId IS NULL OR member_id = @memberId) AND (@merchant IS NULL OR merchant_code = @merchant)
       ORDER BY draw_at LIMIT @limit`,
    );
  }

  /** Writes a settled slot spin; returns its id. */
  insertSlot(order: NewSlotOrder): number {
    return this.insertSlotStatement.get(order)?.id ?? 0;
  }

  /** Writes a pending lottery order and one sub-order per number; returns its id. */
  insertLottery(order: NewLotteryOrder, numbers: readonly string[], stakeEach: number): number {
    const id = this.insertLotteryStatement.get(order)?.id ?? 0;
    for (const number of numbers) this.insertSubStatement.run(id, number, stakeEach);
    return id;
  }

  /** The order with this id, or null. */
  find(id: number): OrderRow | null {
    return this.byId.get(id) ?? null;
  }

  /** An order's sub-orders, in order. */
  subOrders(orderId: number): SubOrderRow[] {
    return this.subsOf.all(orderId);
  }

  /** Marks a pending order settled with its win; false when it was no longer pending. */
  markSettled(id: number, winMinor: number, at: number): boolean {
    return this.settleStatement.run(winMinor, at, id).changes === 1;
  }

  /** Sets a sub-order's status and win. */
  setSubOrder(id: number, status: SubOrderRow['status'], winMinor: number): void {
    this.setSubStatement.run(status, winMinor, id);
  }

  /** Adds a refund to a pending order; cancels it when no sub-order is left pending. False when it was not pending. */
  addRefund(id: number, refundMinor: number): boolean {
    return this.refundStatement.run(refundMinor, id, refundMinor).changes === 1;
  }

  /** Pending lottery orders whose draw is at or before `now`, of one member, one merchant, or all. */
  due(now: number, filter: { memberId?: number; merchant?: string }, limit = 500): OrderRow[] {
    return this.dueStatement.all({ now, memberId: filter.memberId ?? null, merchant: filter.merchant ?? null, limit });
  }
}
