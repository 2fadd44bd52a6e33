import type { Db } from '../db/open-database';
import { ApiError } from '../http/envelope';

/** The most favourites one member may keep. */
export const MAX_FAVOURITES = 500;

/** True for a game `g` whose vendor the merchant @merchant has switched on in the game's category. */
export const OFFERED_BY_MERCHANT = `EXISTS (SELECT 1 FROM merchant_offered_vendor mv
  WHERE mv.merchant_code = @merchant AND mv.game_category = g.game_category AND mv.vendor_code = g.vendor_code)`;

/** Who asks: the member and the merchant whose catalogue applies. */
export interface MemberScope {
  readonly memberId: number;
  readonly merchantCode: string;
}

/** What a favourites page is narrowed to; empty strings mean no narrowing. */
export interface FavouriteFilter {
  readonly category: string;
  readonly vendor: string;
  /** Text the game name must contain (any ASCII case), already trimmed. */
  readonly search: string;
  readonly onlyNew: boolean;
}

/** One page of nodeIds with the list's size. */
export interface NodeIdPage {
  readonly nodeIds: number[];
  readonly total: number;
}

interface FilterParams {
  member: number;
  merchant: string;
  category: string;
  vendor: string;
  search: string;
  onlyNew: number;
}

const FILTERED = `FROM game_favourite f JOIN game g ON g.node_id = f.node_id
  WHERE f.member_id = @member AND ${OFFERED_BY_MERCHANT}
    AND (@category = '' OR g.game_category = @category)
    AND (@vendor = '' OR g.vendor_code = @vendor)
    AND (@search = '' OR instr(lower(g.game_name), lower(@search)) > 0)
    AND (@onlyNew = 0 OR g.is_new = 1)`;

/**
 * A member's favourite games (table game_favourite), newest first. Lists leave out games the
 * merchant no longer offers; adding checks the game is offered and is the named vendor's.
 */
export class FavouriteRepository {
  private readonly offeredVendor;
  private readonly count;
  private readonly insert;
  private readonly deleteOne;
  private readonly ids;
  private readonly pageIds;
  private readonly pageCount;

  constructor(private readonly db: Db) {
    this.offeredVendor = db.prepare<{ node: number; merchant: string }, { vendor_code: string }>(
      `SELECT g.vendor_code FROM game g WHERE g.node_id = @node AND ${OFFERED_BY_MERCHANT}`,
    );
    this.count = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM game_favourite WHERE member_id = ?');
    this.insert = db.prepare<[number, number, number]>(
      'INSERT INTO game_favourite (member_id, node_id, created_at) VALUES (?, ?, ?) ON CONFLICT (member_id, node_id) DO NOTHING',
    );
    this.deleteOne = db.prepare<[number, number, string]>(
      `DELETE FROM game_favourite WHERE member_id = ? AND node_id = ?
         AND node_id IN (SELECT node_id FROM game WHERE vendor_code = ?)`,
    );
    this.ids = db.prepare<{ member: number; merchant: string }, { node_id: number }>(
      `SELECT f.node_id FROM game_favourite f JOIN game g ON g.node_id = f.node_id
       WHERE f.member_id = @member AND ${OFFERED_BY_MERCHANT} ORDER BY f.created_at DESC, f.id DESC`,
    );
    this.pageIds = db.prepare<FilterParams & { limit: number; offset: number }, { node_id: number }>(
      `SELECT f.node_id ${FILTERED} ORDER BY f.created_at DESC, f.id DESC LIMIT @limit OFFSET @offset`,
    );
    this.pageCount = db.prepare<FilterParams, { n: number }>(`SELECT count(*) AS n ${FILTERED}`);
  }

  /**
   * Adds a favourite (already one: nothing changes). 404 NOT_FOUND for a game the merchant does
   * not offer or of another vendor; 400 BAD_REQUEST at MAX_FAVOURITES.
   */
  add(scope: MemberScope, nodeId: number, vendor: string, now: number): void {
    const game = this.offeredVendor.get({ node: nodeId, merchant: scope.merchantCode });
    if (!game || game.vendor_code !== vendor) throw new ApiError(404, 'NOT_FOUND', 'No such game');
    this.db.transaction(() => {
      if (this.insert.run(scope.memberId, nodeId, now).changes === 0) return;
      if ((this.count.get(scope.memberId)?.n ?? 0) > MAX_FAVOURITES) {
        throw new ApiError(400, 'BAD_REQUEST', `At most ${MAX_FAVOURITES} favourite games; remove one first`);
      }
    })();
  }

  /** Removes a favourite of this vendor; one that is not there changes nothing. */
  remove(memberId: number, nodeId: number, vendor: string): void {
    this.deleteOne.run(memberId, nodeId, vendor);
  }

  /** The nodeIds of the member's favourites the merchant offers, newest first. */
  nodeIds(scope: MemberScope): number[] {
    return this.ids.all({ member: scope.memberId, merchant: scope.merchantCode }).map((row) => row.node_id);
  }

  /** One page of the member's favourites narrowed by the filter, newest first. */
  page(scope: MemberScope, filter: FavouriteFilter, limit: number, offset: number): NodeIdPage {
    const params: FilterParams = {
      member: scope.memberId,
      merchant: scope.merchantCode,
      category: filter.category,
      vendor: filter.vendor,
      search: filter.search,
      onlyNew: filter.onlyNew ? 1 : 0,
    };
    const total = this.pageCount.get(params)?.n ?? 0;
    const nodeIds = offset < total ? this.pageIds.all({ ...params, limit, offset }).map((row) => row.node_id) : [];
    return { nodeIds, total };
  }
}
