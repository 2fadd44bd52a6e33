import { constants, crc32, deflateRawSync } from 'node:zlib';

/** The gzip member header: deflate, no name or time, unknown system (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The most bytes one stored deflate block holds. */
const STORED_BLOCK_MAX = 0xffff;

/**
 * The CRC-32 of text that follows text whose CRC-32 is `value`. Empty text leaves it as it is
 * (zlib's crc32 answers 0 for an empty buffer without memory behind it).
 */
const crcAfter = (bytes: Buffer, value: number): number => (bytes.length === 0 ? value : crc32(bytes, value));

/** `bytes` as stored (uncompressed) deflate blocks, none of them the last one (RFC 1951 §3.2.4). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * A text that is the same for many answers except in one place, compressed once as gzip around
 * that gap; each answer stores its own few bytes in the gap uncompressed, so that it costs a copy
 * and a checksum instead of compressing the whole page again. The part before the gap ends on a
 * byte boundary without closing the stream (a sync flush), the gap is stored blocks, and the part
 * after it is a fresh deflate stream that closes it: one valid gzip body (RFC 1951, RFC 1952).
 */
export class GzipFrame {
  private readonly before: Buffer;
  private readonly beforeCrc: number;
  private readonly beforeLength: number;
  private readonly after: Buffer;
  private readonly afterText: Buffer;

  constructor(before: string, after: string) {
    const beforeText = Buffer.from(before, 'utf8');
    this.before = deflateRawSync(beforeText, { finishFlush: constants.Z_SYNC_FLUSH });
    this.beforeCrc = crc32(beforeText);
    this.beforeLength = beforeText.length;
    this.afterText = Buffer.from(after, 'utf8');
    this.after = deflateRawSync(this.afterText);
  }

  /** The gzip body of the text with `gap` in its place. */
  with(gap: string): Buffer {
    const gapText = Buffer.from(gap, 'utf8');
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crcAfter(this.afterText, crcAfter(gapText, this.beforeCrc)), 0);
    trailer.writeUInt32LE((this.beforeLength + gapText.length + this.afterText.length) % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, this.before, ...storedBlocks(gapText), this.after, trailer]);
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
