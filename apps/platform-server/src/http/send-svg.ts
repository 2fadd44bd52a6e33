import type { FastifyReply } from 'fastify';

/** The policy of every generated image: nothing loads or runs inside it but its own styles. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Sends a server-generated SVG image: cached publicly for a day, with a policy that forbids scripts. */
export function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', SVG_CONTENT_SECURITY_POLICY)
    .send(svg);
}
