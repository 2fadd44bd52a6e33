import type { IncomingHttpHeaders } from 'node:http';

/** The headers that tell the platform who the visitor is when the web tier asks on their behalf. */
export interface ForwardedHeaders {
  /** The host the visitor asked for: the platform finds the merchant by it. */
  readonly 'x-forwarded-host': string;
  /** Every address the request passed, the visitor's nearest peer last: the platform's TRUST_PROXY picks the client from it. */
  readonly 'x-forwarded-for': string;
  /** http or https, as the visitor's request came in (a CDN in front says so itself). */
  readonly 'x-forwarded-proto': string;
}

/** What the web tier reads of a visitor's request to forward it (any Fastify request has it). */
export interface VisitorRequest {
  readonly headers: IncomingHttpHeaders;
  readonly protocol: string;
  readonly raw: { readonly socket: { readonly remoteAddress?: string | undefined } };
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * What the web tier adds to a request it passes to the platform, as any proxy hop does: it never
 * decides who the client is itself. It appends the address of its own peer to the chain that came
 * in, so that the platform, trusting as many hops as stand before it (TRUST_PROXY, the web tier
 * included), reads the visitor's address and region; a visitor who writes the header cannot pass
 * for anyone else there.
 */
export function forwardedHeadersOf(request: VisitorRequest): ForwardedHeaders {
  const peer = request.raw.socket.remoteAddress ?? '';
  const chain = first(request.headers['x-forwarded-for']);
  return {
    'x-forwarded-host': first(request.headers.host) ?? '',
    'x-forwarded-for': chain ? `${chain}, ${peer}` : peer,
    'x-forwarded-proto': first(request.headers['x-forwarded-proto']) ?? request.protocol,
  };
}

/** The host a request's page is for, in lower case without the port: the key of its brand's cached answers. */
export function hostKeyOf(request: Pick<VisitorRequest, 'headers'>): string {
  return (first(request.headers.host) ?? '').toLowerCase().replace(/:\d+$/, '');
}
