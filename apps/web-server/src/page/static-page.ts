import { createHash } from 'node:crypto';
import { constants, gzipSync } from 'node:zlib';

/** index.html of one visit, to send as text or as gzip, with its validator. */
export interface IndexPage {
  text(): string;
  gzip(): Buffer;
  /** A weak entity tag of the text (the same for its gzip form): a repeat visit that still has the page is answered 304. */
  etag(): string;
}

/** A page the same for every visitor that asks it: its text, compressed once (at the highest level) when first asked so. */
export class StaticPage implements IndexPage {
  private zipped: Buffer | null = null;
  private tag: string | null = null;

  constructor(private readonly html: string) {}

  text(): string {
    return this.html;
  }

  gzip(): Buffer {
    this.zipped ??= gzipSync(this.html, { level: constants.Z_BEST_COMPRESSION });
    return this.zipped;
  }

  etag(): string {
    this.tag ??= `W/"${createHash('sha256').update(this.html).digest('base64url').slice(0, 27)}"`;
    return this.tag;
  }
}

/** Whether an Accept-Encoding header takes gzip: named with a weight above 0, or else through `*`. */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const item of (header ?? '').split(',')) {
    const [name = '', ...params] = item.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((param) => param.startsWith('q='));
    weights.set(name, weight === undefined ? 1 : Number(weight.slice(2)));
  }
  const weight = weights.get('gzip') ?? weights.get('*');
  return weight !== undefined && weight > 0;
}
