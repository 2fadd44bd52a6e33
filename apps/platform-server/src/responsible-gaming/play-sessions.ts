import type { TimeRange } from '@gp/domain';
import type { Db } from '../db/open-database';

/** A sign of play more than 5 minutes after the last one starts a new play session. */
export const PLAY_SESSION_GAP_MS = 5 * 60_000;

/** A stretch of cash play: from its first sign to its last. */
export interface PlaySession {
  readonly startedAt: number;
  readonly lastSeenAt: number;
}

/**
 * Play sessions (the time cash games stay open): each launch, bet and minute call of the game
 * view extends the member's session or starts a new one, and the time between the signs of one
 * session counts as play time.
 */
export class PlaySessions {
  private readonly latest;
  private readonly extend;
  private readonly insert;
  private readonly overlapping;

  constructor(db: Db) {
    this.latest = db.prepare<[number], { id: number; started_at: number; last_seen_at: number }>(
      'SELECT id, started_at, last_seen_at FROM rg_play_session WHERE member_id = ? ORDER BY last_seen_at DESC LIMIT 1',
    );
    this.extend = db.prepare<[number, number]>('UPDATE rg_play_session SET last_seen_at = max(last_seen_at, ?) WHERE id = ?');
    this.insert = db.prepare<[number, number, number]>('INSERT INTO rg_play_session (member_id, started_at, last_seen_at) VALUES (?, ?, ?)');
    this.overlapping = db.prepare<[number, number, number, number, number], { played: number }>(
      `SELECT coalesce(sum(min(last_seen_at, ?) - max(started_at, ?)), 0) AS played FROM rg_play_session
       WHERE member_id = ? AND last_seen_at > ? AND started_at < ?`,
    );
  }

  /** Records a sign of play at `now`: extends the current session or starts one. */
  touch(memberId: number, now: number): PlaySession {
    const last = this.latest.get(memberId);
    if (last && now - last.last_seen_at <= PLAY_SESSION_GAP_MS && now >= last.started_at) {
      this.extend.run(now, last.id);
      return { startedAt: last.started_at, lastSeenAt: Math.max(now, last.last_seen_at) };
    }
    this.insert.run(memberId, now, now);
    return { startedAt: now, lastSeenAt: now };
  }

  /** Milliseconds of play inside the range. */
  playedMs(memberId: number, range: TimeRange): number {
    return this.overlapping.get(range.to, range.from, memberId, range.from, range.to)?.played ?? 0;
  }
}
