import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_IDS, type RouteId } from '../routes/route-table';
import { FOOTER_ITEMS, FOOTER_TARGETS, footerActiveItem } from './footer-menu';
import {
  backTargetOf,
  backFallbackOf,
  isDownloadBannerVisible,
  isFooterVisible,
  isHeaderVisible,
  isHomeRoute,
  isLogoVisible,
} from './frame-visibility';
import { ROUTE_TITLE_KEYS, routeTitleKeyOf, routeTitleSourceOf } from './route-titles';
import { sideMenuItems, type SideMenuContext } from './side-menu';

describe('header visibility', () => {
  it.each<RouteId>(['home', 'login', 'register', 'message', 'app', 'forget', 'providers', 'lottery', 'hot', 'favourites', 'gameList', 'changePassword', 'vip', 'activity'])(
    'is hidden on %s',
    (id) => expect(isHeaderVisible(id)).toBe(false),
  );

  it.each<RouteId>(['gameCenter', 'help', 'feedback', 'notice', 'deposit', 'memberHome', 'trial'])('shows on %s', (id) => {
    expect(isHeaderVisible(id)).toBe(true);
  });
});

describe('footer visibility', () => {
  it.each<RouteId>(['login', 'register', 'providers', 'gameList', 'hot', 'favourites', 'lottery', 'forget', 'changePassword', 'aboutUs', 'app', 'notice', 'help', 'helpDetail', 'activityDetail'])(
    'is hidden on %s',
    (id) => expect(isFooterVisible(id)).toBe(false),
  );

  it.each<RouteId>(['home', 'activity', 'gameCenter', 'memberHome', 'vip'])('shows on %s', (id) => {
    expect(isFooterVisible(id)).toBe(true);
  });
});

describe('back target', () => {
  it.each<RouteId>(['login', 'register', 'trial', 'activity', 'forget'])('goes home from %s', (id) => {
    expect(backTargetOf(id)).toBe('home');
  });

  it('goes one step back elsewhere', () => {
    expect(backTargetOf('help')).toBe('previous');
    expect(backTargetOf('activityDetail')).toBe('previous');
  });

  it('opens the parent screen of a screen opened directly, else home', () => {
    expect(backFallbackOf('activityDetail')).toBe('activity');
    expect(backFallbackOf('helpDetail')).toBe('help');
    expect(backFallbackOf('notice')).toBe('message');
    expect(backFallbackOf('feedback')).toBe('home');
  });
});

describe('logo and home', () => {
  it('shows the logo on home routes only', () => {
    expect(ROUTE_IDS.filter(isLogoVisible)).toEqual(['home']);
    expect(ROUTE_IDS.filter(isHomeRoute)).toEqual(['home']);
  });
});

describe('download banner', () => {
  it('shows on home routes except on partner domains', () => {
    expect(isDownloadBannerVisible('home', 'aurora.example', ['partner.example'])).toBe(true);
    expect(isDownloadBannerVisible('home', 'PARTNER.example', ['partner.example'])).toBe(false);
    expect(isDownloadBannerVisible('login', 'aurora.example', [])).toBe(false);
  });
});

describe('footer menu', () => {
  it('has five items in the spec order', () => {
    expect(FOOTER_ITEMS).toEqual(['menu', 'home', 'promotions', 'games', 'member']);
    expect(FOOTER_TARGETS).toEqual({ home: 'home', promotions: 'activity', games: 'gameCenter', member: 'memberHome' });
  });

  it('highlights the item of the current route, or none', () => {
    expect(footerActiveItem('home')).toBe('home');
    expect(footerActiveItem('activity')).toBe('promotions');
    expect(footerActiveItem('gameCenter')).toBe('games');
    expect(footerActiveItem('memberHome')).toBe('member');
    expect(footerActiveItem('help')).toBeNull();
  });
});

describe('route titles', () => {
  it('gives the spec titles', () => {
    expect(routeTitleKeyOf('activity')).toBe('promotion');
    expect(routeTitleKeyOf('register')).toBe('signUp');
    expect(routeTitleKeyOf('trial')).toBe('freeTrial');
    expect(routeTitleKeyOf('slotsCenter')).toBe('rng');
    expect(routeTitleKeyOf('providers')).toBe('gameProviders');
    expect(routeTitleKeyOf('deposit')).toBeNull();
  });

  it('uses every title the spec names', () => {
    const used = new Set(ROUTE_IDS.map(routeTitleKeyOf).filter((key) => key !== null));
    expect([...used].sort()).toEqual([...ROUTE_TITLE_KEYS].sort());
  });

  it('tells a spec title from a screen name', () => {
    expect(routeTitleSourceOf('forget')).toEqual({ kind: 'spec', key: 'password' });
    expect(routeTitleSourceOf('withdraw')).toEqual({ kind: 'own', id: 'withdraw' });
    expect(routeTitleSourceOf('toString' as never)).toEqual({ kind: 'own', id: 'toString' });
  });
});

describe('side menu', () => {
  const guest: SideMenuContext = { loggedIn: false, missionPromo: true, loginPromo: true, inNativeApp: false, inInstalledWebApp: false };
  const ids = (context: SideMenuContext) => sideMenuItems(context).map((item) => item.id);

  it('hides leaderboard, daily sign-in and logout from guests', () => {
    expect(ids(guest)).not.toContain('leaderBoard');
    expect(ids(guest)).not.toContain('dailySignIn');
    expect(ids(guest)).not.toContain('logout');
    expect(ids(guest)).toContain('appDownload');
  });

  it('shows them to a logged-in player with the promos on', () => {
    expect(ids({ ...guest, loggedIn: true })).toEqual(expect.arrayContaining(['leaderBoard', 'dailySignIn', 'logout']));
    expect(ids({ ...guest, loggedIn: true, missionPromo: false })).not.toContain('leaderBoard');
    expect(ids({ ...guest, loggedIn: true, loginPromo: false })).not.toContain('dailySignIn');
  });

  it('routes the help items with their tags', () => {
    const help = sideMenuItems(guest).filter((item) => item.kind === 'route' && item.route === 'help');
    expect(help.map((item) => (item.kind === 'route' ? item.helpTag : null))).toEqual(['terms', 'privacy', 'faq']);
  });

  it('never offers the app inside the native app or the installed web app', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (loggedIn, missionPromo, loginPromo, inNativeApp, inInstalledWebApp) => {
        const shown = ids({ loggedIn, missionPromo, loginPromo, inNativeApp, inInstalledWebApp }).includes('appDownload');
        expect(shown).toBe(!inNativeApp && !inInstalledWebApp);
      }),
    );
  });
});
