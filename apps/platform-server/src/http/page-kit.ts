import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A fresh CSP nonce for one page response: 18 random bytes, base64 (24 characters, no padding). */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** Who may frame a page: nobody (DENY) or pages of this origin (SAMEORIGIN, for the app's game frames). */
export type FrameOptions = 'DENY' | 'SAMEORIGIN';

/**
 * Sends a self-contained HTML page with its Content-Security-Policy, never cached, and an
 * X-Frame-Options matching the CSP's frame-ancestors.
 */
export function sendPage(reply: FastifyReply, status: number, html: string, csp: string, frameOptions: FrameOptions = 'DENY'): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-frame-options', frameOptions)
    .type('text/html; charset=utf-8')
    .send(html);
}
