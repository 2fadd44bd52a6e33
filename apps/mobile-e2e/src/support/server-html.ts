import { request } from 'node:http';
import { constants, gunzipSync } from 'node:zlib';
import { E2E_PORT } from './brand-url';

/** A Pixel 7's user agent: the web tier keeps one render per kind of device. */
export const ANDROID_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** A page of a brand as the web tier sends it to a browser that takes gzip: the compressed bytes. */
export function gzippedPage(brand: string, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: E2E_PORT, path, headers: { host: `${brand}.localhost:${E2E_PORT}`, 'accept-encoding': 'gzip', 'user-agent': ANDROID_USER_AGENT } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => (incoming.headers['content-encoding'] === 'gzip' ? resolve(Buffer.concat(chunks)) : reject(new Error('the page was not gzipped'))));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** What the first `bytes` of a gzip body decompress to (what a browser can parse from the first round trips). */
export function textOfFirstBytes(gzipped: Buffer, bytes: number): string {
  return gunzipSync(gzipped.subarray(0, bytes), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
}
