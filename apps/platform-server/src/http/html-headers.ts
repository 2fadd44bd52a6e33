import { PERMISSIONS_POLICY } from '@gp/domain';
import type { FastifyInstance } from 'fastify';
import type { FrameOptions } from './page-kit';

/** The X-Frame-Options that says what a Content-Security-Policy's frame-ancestors says: DENY for 'none', else SAMEORIGIN. */
export function frameOptionsOf(csp: string | undefined): FrameOptions {
  return /(?:^|;)\s*frame-ancestors\s+'none'/.test(csp ?? '') ? 'DENY' : 'SAMEORIGIN';
}

/**
 * Gives every HTML answer the Permissions-Policy (domain `PERMISSIONS_POLICY`) and, unless its sender chose one, an
 * X-Frame-Options matching its frame-ancestors (for browsers that read only the older header).
 */
export function registerHtmlHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (reply.getHeader('x-frame-options') === undefined) {
      reply.header('x-frame-options', frameOptionsOf(reply.getHeader('content-security-policy')?.toString()));
    }
  });
}
