import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, GzipFrame } from './gzip-frame';

describe('GzipFrame', () => {
  const before = `<!doctype html><head>${'<link rel="modulepreload" href="/m/assets/a.js">'.repeat(200)}{"status":`;
  const after = `,"settings":${JSON.stringify({ text: 'ภาษาไทย 中文 '.repeat(500) })}}</script></head><body></body>`;

  it('answers valid gzip of the whole text, whatever fills the gap', () => {
    const frame = new GzipFrame(before, after);
    for (const gap of ['', '{"ip":"10.0.0.1"}', '{"message":"Tiếng Việt"}', 'x'.repeat(70_000)]) {
      expect(gunzipSync(frame.with(gap)).toString('utf8')).toBe(before + gap + after);
    }
    for (const [start, end] of [[before, ''], ['', after], ['', '']]) {
      expect(gunzipSync(new GzipFrame(start ?? '', end ?? '').with('{}')).toString('utf8')).toBe(`${start}{}${end}`);
      expect(gunzipSync(new GzipFrame(start ?? '', end ?? '').with('')).toString('utf8')).toBe(`${start}${end}`);
    }
  });

  it('compresses the shared text: a small gap costs about its own size', () => {
    const frame = new GzipFrame(before, after);
    const small = frame.with('{}').length;
    expect(small).toBeLessThan(Buffer.byteLength(before + after) / 5);
    expect(frame.with('{"ip":"203.0.113.200"}').length - small).toBe('{"ip":"203.0.113.200"}'.length - 2);
  });
});

describe('acceptsGzip', () => {
  it('takes gzip when named or through *, unless its weight is 0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
