import { expect, test, type Page } from '@playwright/test';
import { ROUTE_IDS, ROUTE_TABLE, backFallbackOf, backTargetOf, guardNeedsSettings, guardedActionOfRoute, isFooterVisible, isHeaderVisible, type RouteId } from '@gp/domain';
import { brandUrl } from './support/brand-url';
import { DEMO_AGENT, DEMO_MEMBER, signIn } from './support/session';

/** The h1 a player reads on each screen (the spec's titles, else the screen's name). */
const TITLES: Record<RouteId, string> = {
  home: 'Jade Lotto',
  login: 'Login',
  register: 'Sign up',
  agentRegister: 'Agent sign up',
  game: 'Games',
  gameCenter: 'Game center',
  changePassword: 'Password',
  help: 'Help center',
  helpDetail: 'Help center',
  feedback: 'Feedback',
  aboutUs: 'About us',
  notice: 'Announcement',
  forget: 'Password',
  activity: 'Promotion',
  activitySignIn: 'Daily sign-in',
  activityDetail: 'Promotion',
  message: 'Messages',
  messages: 'Messages',
  inbox: 'Inbox',
  vip: 'VIP',
  events: 'Events',
  providers: 'Game providers',
  lottery: 'Lottery',
  app: 'Download app',
  hot: 'Hot games',
  favourites: 'Favourites',
  startLottery: 'Lottery',
  trial: 'Free trial',
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  leaderBoard: 'Leaderboard',
  gameRecord: 'Game records',
  slotsCenter: 'RNG',
  gameList: 'Games',
  inviteFriends: 'Invite friends',
  rewardCenter: 'Reward center',
  memberHome: 'Member center',
  memberBenefits: 'VIP benefits',
  salaryContract: 'Daily salary contract',
  dividendContract: 'Dividend contract',
  hourlyContract: 'Hourly salary contract',
  agentCentre: 'Agent center',
  agentTeam: 'My team',
  agentBetting: 'Team betting',
  agentTransfer: 'Transfer to team',
  agentCommission: 'Commission',
  launchGame: 'Game',
  transactions: 'Transactions',
  rebates: 'Rebates',
  reports: 'Reports',
  payoutAccounts: 'Payout accounts',
  responsibleGaming: 'Responsible gaming',
  rgTools: 'Limits and breaks',
};

const HOME = /\/m\/?$/;

/** Opens one screen straight from the server and checks its frame: the h1, the footer, the header and its back button. */
async function checkScreen(page: Page, id: RouteId, brand = 'jade'): Promise<void> {
  await page.goto(brandUrl(brand, `/m${ROUTE_TABLE[id].path}`));
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(TITLES[id]);
  await expect(h1).toHaveCount(1);

  const footer = page.getByRole('navigation', { name: 'Main' });
  await expect(footer).toHaveCount(isFooterVisible(id) ? 1 : 0);
  const banner = page.getByRole('banner');
  if (id === 'home') {
    await expect(banner.getByRole('link', { name: 'Login' })).toBeVisible();
    return;
  }
  await expect(banner).toHaveCount(isHeaderVisible(id) ? 1 : 0);
  if (!isHeaderVisible(id)) return;
  await expect(banner.getByRole('heading', { level: 1, name: TITLES[id] })).toBeVisible();
  // Opened directly there is no page to go back to: back lands on the screen's parent (a
  // promotion's list, a help entry's centre) or home; 'previous' is checked below.
  await banner.getByRole('button', { name: 'Back' }).click();
  const parent = backTargetOf(id) === 'home' ? 'home' : backFallbackOf(id);
  await expect(page).toHaveURL(parent === 'home' ? HOME : new RegExp(`/m${ROUTE_TABLE[parent].path}$`));
}

const isGuarded = (id: RouteId) => guardedActionOfRoute(id) !== null;
/** The screens of the merchant's promos (daily sign-in, leaderboard, invite friends): for players of a brand that runs them. */
const isPromoScreen = (id: RouteId) => {
  const action = guardedActionOfRoute(id);
  return action !== null && guardNeedsSettings(action);
};
const openScreens = ROUTE_IDS.filter((id) => !isGuarded(id));
const half = Math.ceil(openScreens.length / 2);

/**
 * The route table, walked in four pages (a page a walk, one step a screen, each screen loaded
 * straight from the server): a new browser page per screen cost more than the screen. A guarded
 * screen opens only for whom the permission table allows: Jade's agent may open all but the
 * promos' screens, which Aurora Play runs all three of for its players.
 */
const WALKS: readonly { name: string; ids: readonly RouteId[]; account?: typeof DEMO_AGENT | typeof DEMO_MEMBER; brand?: string }[] = [
  { name: 'open screens, first half', ids: openScreens.slice(0, half) },
  { name: 'open screens, second half', ids: openScreens.slice(half) },
  { name: 'guarded screens, as an agent', ids: ROUTE_IDS.filter((id) => isGuarded(id) && !isPromoScreen(id)), account: DEMO_AGENT },
  { name: 'promos’ screens, as a player of Aurora Play', ids: ROUTE_IDS.filter(isPromoScreen), account: DEMO_MEMBER, brand: 'aurora' },
];

for (const walk of WALKS) {
  test(`every route of the ${walk.name}: header, footer, one h1 with its title, back target`, async ({ page }) => {
    // The test's budget is one ordinary test's per screen.
    test.setTimeout(walk.ids.length * 30_000);
    if (walk.account) await signIn(page, walk.brand ?? 'jade', walk.account);
    for (const id of walk.ids) await test.step(`route /m${ROUTE_TABLE[id].path}`, () => checkScreen(page, id, walk.brand));
  });
}

test('the walks cover the whole route table once', () => {
  expect(WALKS.flatMap((walk) => walk.ids).sort()).toEqual([...ROUTE_IDS].sort());
});

test('back goes one step back to the page the player came from', async ({ page }) => {
  await signIn(page, 'jade', DEMO_MEMBER);
  await page.goto(brandUrl('jade', '/m/gameCenter'));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/gameCenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Game center' })).toBeVisible();
});

test('the footer highlights the item of the current page', async ({ page }) => {
  await signIn(page, 'jade', DEMO_MEMBER);
  await page.goto(brandUrl('jade', '/m/gameCenter'));
  const footer = page.getByRole('navigation', { name: 'Main' });
  await expect(footer.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  await footer.getByRole('link', { name: 'Member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member center' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Member' })).toHaveAttribute('aria-current', 'page');
});

test('a guarded screen sends a guest to login, and refuses a player an agent screen', async ({ page }) => {
  await page.goto(brandUrl('jade', '/m/withdraw'));
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeAttached();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/m\/withdraw$/);

  await signIn(page, 'jade', DEMO_MEMBER);
  // The refusal shows for the spec's 2 s: watch for it from before the page opens, so that a busy
  // machine cannot let it come and go between two looks.
  const refusal = page.getByText('Sorry, this account does not have permission or the feature is temporarily unavailable');
  const refused = refusal.waitFor({ state: 'visible' });
  await page.goto(brandUrl('jade', '/m/member/agent/getHourContract'));
  await refused;
  await expect(page).toHaveURL(HOME);
});
