import { describe, expect, it } from 'vitest';
import { PAGES_CACHE_PREFIX, isApiRead, isAppAsset, isAppPage, isImage, isKeepableApiAnswer, isKeepableAppAnswer, pagesCacheOf } from './cache-rules';

const url = (path: string) => new URL(path, 'http://aurora.localhost');
const answer = (status: number, cacheControl?: string) => new Response(status === 204 ? null : '{}', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
const request = (headers: Record<string, string> = {}) => new Request('http://aurora.localhost/wps/system/boot', { headers });

describe('what the service worker keeps', () => {
  it("keeps the app's pages and assets, not the platform's pages under /m/", () => {
    expect(isAppPage(url('/m/gameCenter'))).toBe(true);
    expect(isAppPage(url('/m/lotto-h5/aurora/trad/games/VN01'))).toBe(false);
    expect(isAppPage(url('/wps/system/boot'))).toBe(false);
    expect(isAppAsset(url('/m/assets/Ab12Cd34.js'))).toBe(true);
    expect(isAppAsset(url('/m/gameCenter'))).toBe(false);
  });

  it("keeps public pictures but never a member's own profile picture", () => {
    expect(isImage(url('/cdn/content/aurora/first.png'))).toBe(true);
    expect(isImage(url('/media/payments/gcash.svg'))).toBe(true);
    expect(isImage(url('/media/avatars/u/42.png'))).toBe(false);
    expect(isImage(url('/cdn/content/aurora/notes.json'))).toBe(false);
  });

  it('keeps a platform answer only when it is a whole 200 marked public and asked without a session', () => {
    expect(isApiRead(url('/wps/system/boot'), 'GET')).toBe(true);
    expect(isApiRead(url('/wps/session/login'), 'POST')).toBe(false);
    expect(isKeepableApiAnswer(request(), answer(200, 'public, max-age=10'))).toBe(true);
    expect(isKeepableApiAnswer(request({ authorization: 'token-1' }), answer(200, 'public, max-age=10'))).toBe(false);
    expect(isKeepableApiAnswer(request(), answer(200))).toBe(false);
    expect(isKeepableApiAnswer(request(), answer(200, 'private, max-age=10'))).toBe(false);
    expect(isKeepableApiAnswer(request(), answer(200, 'public, no-store'))).toBe(false);
    expect(isKeepableApiAnswer(request(), answer(206, 'public'))).toBe(false);
  });

  it("keeps the app's own answers unless they are incomplete or say no-store", () => {
    expect(isKeepableAppAnswer(answer(200, 'no-cache'))).toBe(true);
    expect(isKeepableAppAnswer(answer(200, 'no-store'))).toBe(false);
    expect(isKeepableAppAnswer(answer(404))).toBe(false);
  });

  it('names the pages cache by the build, so that a new build starts with none of the old pages', () => {
    const first = pagesCacheOf([{ url: 'assets/index-a.js', revision: null }]);
    expect(first.startsWith(PAGES_CACHE_PREFIX)).toBe(true);
    expect(pagesCacheOf([{ url: 'assets/index-a.js', revision: null }])).toBe(first);
    expect(pagesCacheOf([{ url: 'assets/index-b.js', revision: null }])).not.toBe(first);
  });
});
