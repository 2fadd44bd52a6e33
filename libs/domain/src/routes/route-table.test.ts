import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, ROUTE_TABLE, pathOf, routeIdOf, routeIdOfDocumentPath } from './route-table';

describe('routeIdOf', () => {
  it.each(['/', '', '/index', '/index.html', '/home', '/home/'])('opens home for %j', (path) => {
    expect(routeIdOf(path)).toBe('home');
  });

  it('opens register for both of its paths', () => {
    expect(routeIdOf('/register')).toBe('register');
    expect(routeIdOf('/register.html')).toBe('register');
  });

  it('finds nested member and agent screens', () => {
    expect(routeIdOf('/member/home')).toBe('memberHome');
    expect(routeIdOf('/member/agent/getDevidendContract')).toBe('dividendContract');
    expect(routeIdOf('/activity/signIn')).toBe('activitySignIn');
  });

  it('ignores a trailing slash and letter case', () => {
    expect(routeIdOf('/gamecenter/')).toBe('gameCenter');
  });

  it('falls back to home for an unknown path', () => {
    expect(routeIdOf('/no-such-screen')).toBe('home');
  });

  it('round-trips every route through its path', () => {
    for (const id of ROUTE_IDS) expect(routeIdOf(pathOf(id))).toBe(id);
  });

  it('declares every screen of the spec, each path once', () => {
    const paths = ROUTE_IDS.flatMap((id) => {
      const entry: { path: string; aliases?: readonly string[] } = ROUTE_TABLE[id];
      return [entry.path, ...(entry.aliases ?? [])];
    });
    expect(new Set(paths).size).toBe(paths.length);
    // The 42 screens of the spec and issue 17's four under /member, issue 19's five of the agent
    // centre and issue 20's two of responsible gaming.
    expect(ROUTE_IDS).toHaveLength(53);
  });
});

describe('routeIdOfDocumentPath', () => {
  it('drops the /m base path before finding the screen', () => {
    expect(routeIdOfDocumentPath('/m/gameCenter')).toBe('gameCenter');
    expect(routeIdOfDocumentPath('/m/register.html')).toBe('register');
    expect(routeIdOfDocumentPath('/m/')).toBe('home');
    expect(routeIdOfDocumentPath('/m')).toBe('home');
  });

  it('counts paths outside /m, and /m look-alikes, as home', () => {
    expect(routeIdOfDocumentPath('/gameCenter')).toBe('home');
    expect(routeIdOfDocumentPath('/mgameCenter')).toBe('home');
  });
});
