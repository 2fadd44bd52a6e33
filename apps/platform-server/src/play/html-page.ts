import { embedJson } from '@gp/domain';
import type { FastifyReply } from 'fastify';
import { escapeMarkup } from '../http/escape-markup';
import { newNonce, sendPage } from '../http/page-kit';

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

/** Sends a play page as HTML with its nonce-based CSP, never cached, framed only by this origin. */
export function sendPlayPage(reply: FastifyReply, page: PlayPage, status = 200): FastifyReply {
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
  return sendPage(reply, status, html, pageCsp(nonce), 'SAMEORIGIN');
}
