import type { Db } from '../db/open-database';
import { sumOrderTotals, type OrderTotals } from '@gp/domain';
import { pageOf, type Page, type PageRequest } from '../http/paging';
import { isCancellable } from './counted-bets';
import { winningNumberOf } from './draw-schedule';
import type { OrderRow, OrderStore } from './order-store';
import type { SlotSymbol } from './slot-machine';
import type { Schema } from '../contract/schema-types';

/** An order as the API shows it (schema PlayOrder). */
export type PlayOrderView = Schema<'PlayOrder'>;

/** An order with its sub-orders, reels and draw (schema PlayOrderDetail). */
export type PlayOrderDetailView = Schema<'PlayOrderDetail'>;

/** What a list of orders is narrowed by. */
export interface OrderFilter {
  readonly memberId: number;
  readonly merchant: string;
  readonly status: 'pending' | 'settled' | 'cancelled' | 'all';
  readonly gameCategory: string | null;
  /** Which time `from` and `to` bound: when the bet was placed, or when it was settled. */
  readonly timeBy: 'bet' | 'settle';
  readonly from: number;
  readonly to: number;
}

type ViewRow = OrderRow & { game_name: string; game_category: PlayOrderView['gameCategory']; vendor_code: string; currency: string };

const VIEW_FROM = `FROM game_order o JOIN game g ON g.node_id = o.node_id JOIN member m ON m.id = o.member_id`;
const LIST_WHERE = `o.member_id = @memberId AND o.merchant_code = @merchant
  AND (@status = 'all' OR o.status = @status) AND (@category IS NULL OR g.game_category = @category)
  AND (CASE WHEN @timeBy = 'settle' THEN o.settled_at ELSE o.created_at END) >= @from
  AND (CASE WHEN @timeBy = 'settle' THEN o.settled_at ELSE o.created_at END) < @to`;

interface ListParams {
  memberId: number;
  merchant: string;
  status: string;
  category: string | null;
  timeBy: 'bet' | 'settle';
  from: number;
  to: number;
}

type PageParams = ListParams & { limit: number; offset: number };

interface AmountsRow {
  stakeMinor: number;
  refundedMinor: number;
  winMinor: number;
  status: OrderRow['status'];
}

function toView(row: ViewRow): PlayOrderView {
  return {
    orderId: row.id,
    kind: row.kind,
    nodeId: row.node_id,
    gameName: row.game_name,
    gameCategory: row.game_category,
    vassalage: row.vendor_code,
    wallet: row.wallet,
    currency: row.currency,
    stakeMinor: row.stake_minor,
    refundedMinor: row.refunded_minor,
    winMinor: row.win_minor,
    status: row.status,
    drawNumber: row.draw_number,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

/** Reads orders in the API's shapes. */
export class OrderViews {
  private readonly page;
  private readonly amounts;
  private readonly one;
  private readonly drawResult;

  constructor(
    db: Db,
    private readonly store: OrderStore,
  ) {
    const select = `SELECT o.*, g.game_name, g.game_category, g.vendor_code, m.currency ${VIEW_FROM}`;
    const order = "CASE WHEN @timeBy = 'settle' THEN o.settled_at ELSE o.created_at END DESC, o.id DESC";
    this.page = db.prepare<PageParams, ViewRow>(`${select} WHERE ${LIST_WHERE} ORDER BY ${order} LIMIT @limit OFFSET @offset`);
    this.amounts = db.prepare<ListParams, AmountsRow>(
      `SELECT o.stake_minor AS stakeMinor, o.refunded_minor AS refundedMinor, o.win_minor AS winMinor, o.status ${VIEW_FROM} WHERE ${LIST_WHERE}`,
    );
    this.one = db.prepare<[number], ViewRow>(`${select} WHERE o.id = ?`);
    this.drawResult = db.prepare<[number, string], { result: string }>('SELECT result FROM lottery_draw WHERE node_id = ? AND draw_number = ?');
  }

  /** One page of a member's orders, newest first, with the totals of every order the filter holds (domain `sumOrderTotals`). */
  list(filter: OrderFilter, page: PageRequest): { list: PlayOrderView[]; page: Page; totals: OrderTotals } {
    const params: ListParams = {
      memberId: filter.memberId,
      merchant: filter.merchant,
      status: filter.status,
      category: filter.gameCategory,
      timeBy: filter.timeBy,
      from: filter.from,
      to: filter.to,
    };
    const totals = sumOrderTotals(this.amounts.iterate(params));
    const list = page.offset < totals.count ? this.page.all({ ...params, limit: page.pageSize, offset: page.offset }).map(toView) : [];
    return { list, page: pageOf(page, totals.count), totals };
  }

  /** An order with everything about it, as seen at `now`; null when there is none. */
  detail(orderId: number, now: number): PlayOrderDetailView | null {
    const row = this.one.get(orderId);
    if (!row) return null;
    const subs = this.store.subOrders(orderId);
    let draw: PlayOrderDetailView['draw'] = null;
    if (row.kind === 'lottery' && row.draw_number !== null && row.closes_at !== null && row.draw_at !== null) {
      const result = row.draw_at <= now ? (this.drawResult.get(row.node_id, row.draw_number)?.result ?? null) : null;
      draw = { drawNumber: row.draw_number, closesAt: row.closes_at, drawAt: row.draw_at, result, winningNumber: result ? winningNumberOf(result) : null };
    }
    return {
      order: toView(row),
      subOrders: subs.map((s) => ({ subOrderId: s.id, number: s.number, stakeMinor: s.stake_minor, winMinor: s.win_minor, status: s.status })),
      reels: row.reels === null ? null : (JSON.parse(row.reels) as SlotSymbol[]),
      draw,
      cancellable: isCancellable(row, now) && subs.some((s) => s.status === 'pending'),
    };
  }
}
