import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, StaticPage } from './static-page';

describe('StaticPage', () => {
  it('gives its text, and the same text as gzip, compressed once', () => {
    const html = `<!doctype html><head>${'<link rel="modulepreload" href="/m/assets/a.js">'.repeat(200)}</head><body>ภาษาไทย 中文</body>`;
    const page = new StaticPage(html);
    expect(page.text()).toBe(html);
    const zipped = page.gzip();
    expect(gunzipSync(zipped).toString('utf8')).toBe(html);
    expect(zipped.length).toBeLessThan(html.length / 10);
    expect(page.gzip()).toBe(zipped);
  });

  it('gives a weak entity tag that follows its text', () => {
    const page = new StaticPage('<p>one</p>');
    expect(page.etag()).toMatch(/^W\/"[\w-]{27}"$/);
    expect(new StaticPage('<p>one</p>').etag()).toBe(page.etag());
    expect(new StaticPage('<p>two</p>').etag()).not.toBe(page.etag());
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
