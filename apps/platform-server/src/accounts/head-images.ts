import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open-database';
import type { ImageType } from '../http/image-upload';

/** The picture types a head icon may be. */
export type HeadImageType = ImageType;

const EXTENSIONS: Readonly<Record<HeadImageType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The same-origin address of an uploaded head icon. */
export function headImageUrl(token: string, mimeType: HeadImageType): string {
  return `/media/avatars/u/${token}.${EXTENSIONS[mimeType]}`;
}

/** Reads and writes the pictures members upload as head icons. */
export class HeadImageRepository {
  constructor(private readonly db: Db) {}

  /** The address of a member's uploaded picture, or null without one. */
  urlOf(memberId: number): string | null {
    const row = this.db
      .prepare<[number], { token: string; mime_type: HeadImageType }>('SELECT token, mime_type FROM member_head_image WHERE member_id = ?')
      .get(memberId);
    return row ? headImageUrl(row.token, row.mime_type) : null;
  }

  /** Keeps a member's new picture under a new token, replacing the old one. */
  save(memberId: number, mimeType: HeadImageType, image: Buffer, now: number): void {
    this.db
      .prepare(
        `INSERT INTO member_head_image (member_id, token, mime_type, image, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (member_id) DO UPDATE SET token = excluded.token, mime_type = excluded.mime_type, image = excluded.image, updated_at = excluded.updated_at`,
      )
      .run(memberId, randomBytes(16).toString('hex'), mimeType, image, now);
  }

  /** Forgets a member's picture (a preset was chosen). */
  remove(memberId: number): void {
    this.db.prepare('DELETE FROM member_head_image WHERE member_id = ?').run(memberId);
  }

  /** The picture under a token, or null. */
  find(token: string): { readonly mimeType: HeadImageType; readonly image: Buffer } | null {
    const row = this.db
      .prepare<[string], { mime_type: HeadImageType; image: Buffer }>('SELECT mime_type, image FROM member_head_image WHERE token = ?')
      .get(token);
    return row ? { mimeType: row.mime_type, image: row.image } : null;
  }
}

/** GET /media/avatars/u/:file: an uploaded head icon (kept a year: every upload has a new address); 404 otherwise. */
export function registerHeadImageRoutes(app: FastifyInstance, images: HeadImageRepository): void {
  app.get('/media/avatars/u/:file', async (request, reply) => {
    const match = /^([0-9a-f]{32})\.(png|jpg)$/.exec((request.params as { file: string }).file);
    const found = match?.[1] ? images.find(match[1]) : null;
    if (!match || !found || EXTENSIONS[found.mimeType] !== match[2]) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.type(found.mimeType).header('cache-control', 'public, max-age=31536000, immutable').send(found.image);
  });
}
