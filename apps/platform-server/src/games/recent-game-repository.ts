import type { Db } from '../db/open-database';
import { ApiError } from '../http/envelope';
import { OFFERED_BY_MERCHANT, type MemberScope, type NodeIdPage } from './favourite-repository';

/** How many recent games are kept per member. */
export const MAX_RECENT_GAMES = 50;

/**
 * The games a member opened last (table game_recent), one row per game, last opened first, at
 * most MAX_RECENT_GAMES. Lists leave out games the merchant no longer offers.
 */
export class RecentGameRepository {
  private readonly offered;
  private readonly deleteOne;
  private readonly insert;
  private readonly trim;
  private readonly pageIds;
  private readonly pageCount;

  constructor(private readonly db: Db) {
    this.offered = db.prepare<{ node: number; merchant: string }, { node_id: number }>(
      `SELECT g.node_id FROM game g WHERE g.node_id = @node AND ${OFFERED_BY_MERCHANT}`,
    );
    this.deleteOne = db.prepare<[number, number]>('DELETE FROM game_recent WHERE member_id = ? AND node_id = ?');
    this.insert = db.prepare<[number, number, number]>(
      'INSERT INTO game_recent (member_id, node_id, played_at) VALUES (?, ?, ?)',
    );
    this.trim = db.prepare<{ member: number; keep: number }>(
      `DELETE FROM game_recent WHERE member_id = @member AND id NOT IN (
         SELECT id FROM game_recent WHERE member_id = @member ORDER BY played_at DESC, id DESC LIMIT @keep)`,
    );
    const filtered = `FROM game_recent r JOIN game g ON g.node_id = r.node_id
      WHERE r.member_id = @member AND ${OFFERED_BY_MERCHANT}`;
    this.pageIds = db.prepare<{ member: number; merchant: string; limit: number; offset: number }, { node_id: number }>(
      `SELECT r.node_id ${filtered} ORDER BY r.played_at DESC, r.id DESC LIMIT @limit OFFSET @offset`,
    );
    this.pageCount = db.prepare<{ member: number; merchant: string }, { n: number }>(`SELECT count(*) AS n ${filtered}`);
  }

  /**
   * Puts the game at the top of the member's recent games and drops those beyond
   * MAX_RECENT_GAMES. 404 NOT_FOUND for a game the merchant does not offer.
   */
  add(scope: MemberScope, nodeId: number, now: number): void {
    if (!this.offered.get({ node: nodeId, merchant: scope.merchantCode })) throw new ApiError(404, 'NOT_FOUND', 'No such game');
    this.db.transaction(() => {
      this.deleteOne.run(scope.memberId, nodeId);
      this.insert.run(scope.memberId, nodeId, now);
      this.trim.run({ member: scope.memberId, keep: MAX_RECENT_GAMES });
    })();
  }

  /** One page of the member's recent games the merchant offers, last opened first. */
  page(scope: MemberScope, limit: number, offset: number): NodeIdPage {
    const params = { member: scope.memberId, merchant: scope.merchantCode };
    const total = this.pageCount.get(params)?.n ?? 0;
    const nodeIds = offset < total ? this.pageIds.all({ ...params, limit, offset }).map((row) => row.node_id) : [];
    return { nodeIds, total };
  }
}
