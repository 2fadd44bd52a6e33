import { randomBytes } from 'node:crypto';
import { escapeMarkup } from '../http/escape-markup';
import type { FastifyReply } from 'fastify';

/** JSON safe to embed in a `<script type="application/json">` block (no '<', no line separators). */
export function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A fresh CSP nonce for one page. */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * The strict Content-Security-Policy of a self-contained play page: nothing from outside, only
 * this response's inline script and style (by nonce), calls to this origin, framed by this origin.
 */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The parts of a self-contained page: its title, style, body markup, embedded data and script. */
export interface PlayPage {
  readonly title: string;
  readonly language: string;
  readonly style: string;
  readonly body: string;
  readonly data: unknown;
  readonly script: string;
}

/** Sends a page as HTML with its nonce-based CSP, never cached. */
export function sendPage(reply: FastifyReply, page: PlayPage, status = 200): FastifyReply {
  const nonce = newNonce();
  const html = `<!doctype html>
<html lang="${escapeMarkup(page.language.toLowerCase())}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeMarkup(page.title)}</title>
<style nonce="${nonce}">${page.style}</style>
</head>
<body>
${page.body}
<script type="application/json" id="page-data">${embedJson(page.data)}</script>
<script nonce="${nonce}">${page.script}</script>
</body>
</html>`;
  return reply
    .code(status)
    .header('content-security-policy', pageCsp(nonce))
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'SAMEORIGIN')
    .type('text/html; charset=utf-8')
    .send(html);
}
