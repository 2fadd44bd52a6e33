import { expect, test, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS, walletDisplay } from '@gp/domain';
import { E2E_PORT, brandUrl } from './support/brand-url';
import { dismissGuestOverlays } from './support/home-overlays';
import { signIn, type StoredSession } from './support/session';
import { closeAnnouncements } from './support/home-overlays';
import { storedValue } from './support/stored-value';

/** The server's address for calls from Node. */
const API = `http://127.0.0.1:${E2E_PORT}`;

interface ListedGame {
  readonly nodeId: number;
  readonly gameId: string;
  readonly gameName: string;
  readonly vassalage: string;
  readonly supportPlay: 0 | 1;
}

async function api<T>(path: string, merchant: string, token?: string): Promise<T> {
  const response = await fetch(`${API}${path}`, { headers: { Merchant: merchant, ...(token ? { Authorization: token } : {}) } });
  const body = (await response.json()) as { success: boolean; value: T; errorCode: string | null };
  if (!body.success) throw new Error(`${path} failed: ${body.errorCode}`);
  return body.value;
}

/** The games of a home section, in the order its row shows them (home asks for 30 a category). */
async function homeGames(merchant: string, gameType: string): Promise<readonly ListedGame[]> {
  const page = await api<{ games: ListedGame[] }>(`/wps/game/list?gameType=${gameType}&pageNo=1&pageSize=30&platform=html5&clientType=2`, merchant);
  return page.games;
}

/** The first of `games` that `wanted` accepts; the test needs one. */
function pick(games: readonly ListedGame[], wanted: (game: ListedGame) => boolean): ListedGame {
  const found = games.find(wanted);
  if (!found) throw new Error('no such game in the home row');
  return found;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const balanceMinor = (merchant: string, session: StoredSession) =>
  api<{ balanceMinor: number }>('/wps/wallets/gcs', merchant, session.token).then((wallet) => wallet.balanceMinor);


/** A game's tile in a home section's row (its open button is named by the game first). */
const homeTile = (page: Page, section: string, game: ListedGame): Locator =>
  page
    .getByRole('region', { name: section, exact: true })
    .getByRole('button', { name: new RegExp(`^${escaped(game.gameName)}`) })
    .first();

/** Taps a tile that may sit on a later slide of its row (the row's own swiping is home's to test). */
const tapAnywhereInRow = (tile: Locator) => tile.dispatchEvent('click');

test('a member plays a round of the demo slot in the game view, closes it and gets the new balance', async ({ page }) => {
  const session = await signIn(page, 'aurora');
  const [game] = await homeGames('aurora', 'RNG');
  if (!game) throw new Error('no slots on home');
  const before = await balanceMinor('aurora', session);
  await page.goto(brandUrl('aurora'));
  await closeAnnouncements(page);
  const tile = homeTile(page, 'Slots', game);
  await tile.click();

  const view = page.getByRole('dialog', { name: game.gameName });
  await expect(view).toBeVisible();
  const frame = view.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^\/demo\/slot\//);
  await expect(frame).toHaveAttribute('title', game.gameName);
  await expect(view.getByRole('status')).toHaveCount(0);

  const slot = page.frameLocator(`iframe[title="${game.gameName}"]`);
  await expect(slot.getByRole('heading', { name: game.gameName })).toBeVisible();
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.locator('#msg')).toHaveText(/You win|No win this time/);
  const after = await balanceMinor('aurora', session);
  expect(after).not.toBe(before);

  const refreshed = page.waitForResponse((response) => response.url().includes('/wps/wallets/gcs') && response.ok());
  await view.getByRole('button', { name: 'Close game' }).click();
  await expect(view).toHaveCount(0);
  const wallet = (await (await refreshed).json()) as { value: { balanceMinor: number; currencySymbol: string } };
  expect(wallet.value.balanceMinor).toBe(after);
  await expect(tile).toBeFocused();
  // The player sees it: home's balance bar shows the new figure as the wallet formats it.
  const shown = walletDisplay({ balanceMinor: after, currencySymbol: wallet.value.currencySymbol, loggedIn: true, hidden: false, refreshing: false });
  await expect(page.getByRole('region', { name: 'Balance' }).getByRole('status')).toHaveText(shown);
});

test('a lottery tap on home opens the launcher with the lotto-h5 frame and its query; closing returns home', async ({ page }) => {
  await signIn(page, 'jade');
  const lottery = pick(await homeGames('jade', 'LOTT'), (game) => game.vassalage === 'LOTT');
  await page.goto(brandUrl('jade'));
  await closeAnnouncements(page);
  // The lottery row sits far down home: it is drawn once the player scrolls near it.
  await page.getByRole('region', { name: 'Lottery', exact: true }).scrollIntoViewIfNeeded();
  await tapAnywhereInRow(homeTile(page, 'Lottery', lottery));

  await expect(page).toHaveURL(
    new RegExp(`/m/lottery\\?mui=[^&]+&playType=(trad|ent)&gameId=${escaped(lottery.gameId)}&prize_mode=(lott|elott)&pageBack=home$`),
  );
  const launcher = new URL(page.url());
  const frame = page.getByTitle('Lottery', { exact: true });
  const frameUrl = new URL((await frame.getAttribute('src')) ?? '', launcher);
  const query = launcher.searchParams;
  expect(frameUrl.pathname).toBe(`/m/lotto-h5/${query.get('mui')}/${query.get('playType')}/games/${lottery.gameId}`);
  expect([...frameUrl.searchParams.keys()]).toEqual(['token', 'merchant', 'css', 'prize_mode']);
  expect(frameUrl.searchParams.get('token')).not.toBe('');
  expect(frameUrl.searchParams.get('merchant')).toBe('jade');
  expect(frameUrl.searchParams.get('css')).toBe('jade.css');
  expect(frameUrl.searchParams.get('prize_mode')).toBe(query.get('prize_mode'));
  // The ticket in the address opens the lottery itself.
  await expect(page.frameLocator('iframe[title="Lottery"]').getByRole('heading', { name: lottery.gameName })).toBeVisible();

  await page.getByRole('link', { name: 'Close lottery' }).click();
  await expect(page).toHaveURL(/\/m\/?$/);
});

test('/m/launchGame without pageBack opens the frame with the asked prize mode and closes to the game screen', async ({ page }) => {
  await signIn(page, 'jade');
  const lottery = pick(await homeGames('jade', 'LOTT'), (game) => game.vassalage === 'LOTT');
  await page.goto(brandUrl('jade', `/m/launchGame?playType=trad&gameId=${lottery.gameId}&prize_mode=lott`));
  await expect(page).toHaveURL(new RegExp(`/m/lottery\\?mui=[^&]+&playType=trad&gameId=${escaped(lottery.gameId)}&prize_mode=lott$`));
  await expect(page.getByTitle('Lottery', { exact: true })).toHaveAttribute('src', /&prize_mode=lott$/);
  await page.getByRole('link', { name: 'Close lottery' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
});

test('a member whose session has expired by the time of a game tap goes to login, logged out', async ({ page }) => {
  const session = await signIn(page, 'aurora');
  const [game] = await homeGames('aurora', 'RNG');
  if (!game) throw new Error('no slots on home');
  await page.goto(brandUrl('aurora'));
  await closeAnnouncements(page);
  // The platform ends the session behind the app's back (as an expiry would): the app still holds it.
  const revoked = await fetch(`${API}/wps/session/logout`, { method: 'DELETE', headers: { Merchant: 'aurora', Authorization: session.token } });
  expect(revoked.ok).toBe(true);
  expect(await storedValue(page, STORAGE_KEYS.session)).not.toBeNull();

  const launch = page.waitForResponse((response) => response.url().includes('/wps/game/launch'));
  await homeTile(page, 'Slots', game).click();
  expect((await launch).status()).toBe(401);
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect.poll(() => storedValue(page, STORAGE_KEYS.session)).toBeNull();
  await expect(page.getByRole('dialog', { name: game.gameName })).toHaveCount(0);
});

test('a guest who taps a game, or opens a lottery link, lands on login', async ({ page }) => {
  const [game] = await homeGames('aurora', 'RNG');
  if (!game) throw new Error('no slots on home');
  await page.goto(brandUrl('aurora'));
  await dismissGuestOverlays(page);
  await homeTile(page, 'Slots', game).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.goto(brandUrl('aurora', '/m/launchGame?playType=trad&gameId=lott-0001&prize_mode=lott'));
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a trial account plays a free game with play money and is refused a paid one with the spec’s message', async ({ page }) => {
  const games = await homeGames('aurora', 'RNG');
  const free = pick(games, (game) => game.supportPlay === 0);
  const paid = pick(games, (game) => game.supportPlay === 1);
  await page.goto(brandUrl('aurora', '/m/aboutus'));
  await page.getByRole('banner').getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/?$/);
  await expect.poll(() => storedValue(page, STORAGE_KEYS.session)).not.toBeNull();
  await closeAnnouncements(page);

  await tapAnywhereInRow(homeTile(page, 'Slots', free));
  const view = page.getByRole('dialog', { name: free.gameName });
  await expect(page.frameLocator(`iframe[title="${free.gameName}"]`).locator('.tag')).toHaveText('free play');
  await view.getByRole('button', { name: 'Close game' }).click();
  await expect(view).toHaveCount(0);

  await tapAnywhereInRow(homeTile(page, 'Slots', paid));
  await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
  await expect(page.getByRole('dialog', { name: paid.gameName })).toHaveCount(0);
});
