import type { Db } from '../db/open-database';
import { manilaHour } from '../time/manila-days';
import type { Schema } from '../contract/schema-types';


/** A live-stream host (schema LiveModel). */
export type LiveModelView = Schema<'LiveModel'>;

interface HostRow {
  id: number;
  name: string;
  node_id: number;
  room_code: string;
  shift_start_hour: number;
  shift_hours: number;
}

/** Whether a daily shift (Manila hours) covers the instant `now`. */
export function isOnShift(shiftStartHour: number, shiftHours: number, now: number): boolean {
  const hour = manilaHour(now);
  return (hour - shiftStartHour + 24) % 24 < shiftHours;
}

/** The address of a host's generated avatar. */
export function liveAvatarUrl(id: number): string {
  return `/media/live/${id}.svg`;
}

/** The live-stream hosts of the rooms a merchant offers. */
export class LiveHosts {
  private readonly offered;
  private readonly byId;

  constructor(db: Db) {
    this.offered = db.prepare<[string], HostRow>(
      `SELECT h.* FROM live_host h JOIN game g ON g.node_id = h.node_id
       WHERE EXISTS (SELECT 1 FROM merchant_offered_vendor mv
         WHERE mv.merchant_code = ? AND mv.game_category = g.game_category AND mv.vendor_code = g.vendor_code)
       ORDER BY h.id`,
    );
    this.byId = db.prepare<[number], { name: string }>('SELECT name FROM live_host WHERE id = ?');
  }

  /** The merchant's hosts at `now`, online ones first. */
  list(merchant: string, now: number): LiveModelView[] {
    const hosts = this.offered.all(merchant).map((row) => ({
      id: row.id,
      name: row.name,
      avatarUrl: liveAvatarUrl(row.id),
      online: isOnShift(row.shift_start_hour, row.shift_hours, now),
      gameCode: row.room_code,
      nodeId: row.node_id,
    }));
    return [...hosts.filter((host) => host.online), ...hosts.filter((host) => !host.online)];
  }

  /** A host's name, or null. */
  nameOf(id: number): string | null {
    return this.byId.get(id)?.name ?? null;
  }
}
