import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/** A fresh CSP nonce for one page response: 18 random bytes, base64 (24 characters, no padding). */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * JSON safe to embed in a `<script type="application/json">` element: '<', '>' and '&' (which could
 * close the element or start markup) and the line separators U+2028/U+2029 are written as \u
 * escapes, which JSON.parse turns back into the same text.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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
