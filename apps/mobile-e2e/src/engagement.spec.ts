import { expect, test, type Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe';
import { registerThroughApi, uniqueUsername } from './support/accounts-api';
import { E2E_PORT, brandUrl } from './support/brand-url';
import { loginThroughApi, signIn } from './support/session';
import { depositThroughSandbox } from './support/wallet-api';

/** The server's address for calls from Node. */
const API = `http://127.0.0.1:${E2E_PORT}`;

/** A claim sent straight to the platform with a key of its own, as a second device or a replayed request would. */
async function claimThroughApi(merchant: string, token: string, path: string): Promise<string | null> {
  const response = await fetch(`${API}${path}`, { method: 'POST', headers: { Merchant: merchant, Authorization: token, 'Idempotency-Key': crypto.randomUUID() } });
  return ((await response.json()) as { errorCode: string | null }).errorCode;
}

/** A new Jade Lotto player (the brand asks every player for a payee name and an e-mail); `extra` adds fields such as the recommender. */
function registerOnJade(extra: Readonly<Record<string, string>> = {}) {
  const username = uniqueUsername('g');
  return registerThroughApi('jade', { username, password: 'Pass1234' }, { payeeName: 'Juan Dela Cruz', email: `${username}@example.test`, ...extra });
}

async function balanceShown(page: Page): Promise<string> {
  await page.goto(brandUrl('jade', '/m/member/home'));
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/₱/);
  return (await balance.textContent())?.trim() ?? '';
}

test('a new member claims today’s sign-in reward once: the calendar and the balance change, a second claim is refused', async ({ page }) => {
  const account = await registerOnJade();
  const session = await signIn(page, 'jade', account);
  expect(await balanceShown(page)).toBe('₱0.00');
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Daily sign-in' }).click();
  await expect(page).toHaveURL(/\/m\/activity\/signIn$/);
  const today = page.getByRole('list', { name: 'This week' }).locator('[aria-current="date"]');
  await expect(today).toContainText('Today');
  const reward = (await page.getByText(/^Today’s reward: /).textContent())?.replace('Today’s reward: ', '') ?? '';
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'Claim today’s reward' }).click();
  await expect(page.getByText(`${reward} is in your balance.`)).toBeVisible();
  await expect(today).toContainText('Claimed');
  await expect(page.getByRole('button', { name: 'Claim today’s reward' })).toHaveCount(0);
  expect(await claimThroughApi('jade', session.token, '/wps/engagement/sign-in/claim')).toBe('ALREADY_CLAIMED');

  expect(await balanceShown(page)).toBe(reward);
  await page.goto(brandUrl('jade', '/m/activity/signIn'));
  await expect(page.getByText('Today’s reward is claimed. Come back tomorrow!')).toBeVisible();
});

/** Minutes since this week's race began (Monday 00:00 in Manila, UTC+8). */
function minutesIntoRace(now = Date.now()): number {
  const manila = new Date(now + 8 * 60 * 60_000);
  const day = (manila.getUTCDay() + 6) % 7;
  return day * 24 * 60 + manila.getUTCHours() * 60 + manila.getUTCMinutes();
}

test('a member sees their own place on the leaderboard though it is outside the top 20', async ({ page }) => {
  // Skipped only in the first 30 minutes of a Manila week: the server seeds this week's race when
  // it starts, so a run that began before Monday 00:00 in Manila meets a new, empty race here and
  // the member would have no place to read. The rollover itself is covered by the server's
  // leaderboard tests with an injected clock (engagement/leaderboard.test.ts).
  test.skip(minutesIntoRace() < 30, 'the weekly race restarted less than 30 minutes ago: the seeded racers belong to the last one');
  await signIn(page, 'aurora');
  await page.goto(brandUrl('aurora', '/m/gameCenter'));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/m\/leaderBoard$/);
  const place = page.getByRole('region', { name: 'Your place' });
  await expect(place).toContainText(/No\. \d+ of \d+ · ₱[\d,.]+ in valid bets/);
  const rank = Number(/No\. (\d+)/.exec((await place.textContent()) ?? '')?.[1]);
  expect(rank).toBeGreaterThan(20);
  await expect(place.getByText(/^Bet ₱[\d,.]+ more to reach a prize place\.$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Top players' }).getByRole('listitem')).toHaveCount(20);
  await expect(page.getByText(/^Ends in /)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a member copies their invitation link and sees its QR code; a friend who joins with it and deposits earns a reward the member claims', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await registerOnJade();
  const session = await signIn(page, 'jade', member);
  await page.goto(brandUrl('jade', '/m/member/home'));
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Invite friends' }).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  // The link is this site's registration with the member's referral code (not their username).
  const shown = page.getByRole('region', { name: 'Your invitation link' }).locator('output');
  await expect(shown).toHaveText(new RegExp(`^${brandUrl('jade', '/m/register')}\\?ref=\\w+$`));
  const link = (await shown.textContent()) ?? '';
  const code = new URL(link).searchParams.get('ref') ?? '';
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(page.getByText('No friends yet. Share your link to start earning.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The friend signs up with the member's code and deposits the qualifying ₱500.
  const friend = await registerOnJade({ recommenderId: code });
  await depositThroughSandbox('jade', (await loginThroughApi('jade', friend.username, friend.password)).token, 50_000);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Friends you invited' }).getByRole('listitem')).toContainText(['Rewarded']);
  await expect(page.getByText('1 friend invited · 1 rewarded · ₱100.00 earned')).toBeVisible();

  await page.goto(brandUrl('jade', '/m/member/home'));
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  const totals = page.getByLabel('Your bonuses');
  await expect(totals).toContainText('To claim₱100.00');
  await page.getByRole('button', { name: 'Claim Friend referral of ₱100.00' }).click();
  await expect(page.getByText('Reward claimed, it is in your balance')).toBeVisible();
  await expect(totals).toContainText('Today’s bonus₱100.00');
  await expect(page.getByText('No rewards to claim right now.')).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Rewards' })).toContainText('Friend referral');
  expect(await seriousAxeFindings(page)).toEqual([]);
  expect(await balanceShown(page)).toBe('₱100.00');

  const rewards = await fetch(`${API}/wps/engagement/rewards?status=history`, { headers: { Merchant: 'jade', Authorization: session.token } });
  const claimed = ((await rewards.json()) as { value: { items: { id: number }[] } }).value.items[0]?.id;
  expect(await claimThroughApi('jade', session.token, `/wps/engagement/rewards/${claimed}/claim`)).toBe('ALREADY_CLAIMED');
});

test('a new member joins the first-deposit bonus, deposits, and claims the bonus in the reward centre; a guest is asked to log in', async ({ page }) => {
  await page.goto(brandUrl('jade', '/m/activity'));
  await page.getByRole('link', { name: /100% First Deposit Bonus/ }).click();
  await expect(page.getByRole('link', { name: 'Log in to join' })).toBeVisible();

  const member = await registerOnJade();
  const session = await signIn(page, 'jade', member);
  await page.reload();
  const join = page.getByRole('region', { name: 'Join this bonus' });
  await expect(join).toContainText('Join, then deposit ₱100.00 or more: you get 100% of it as a bonus, up to ₱5,000.00.');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join.getByText('You joined. Your next deposit of ₱100.00 or more gets the bonus.')).toBeVisible();

  await depositThroughSandbox('jade', session.token, 50_000);
  await page.reload();
  await expect(join.getByText('Your bonus is waiting in the reward center.')).toBeVisible();
  await join.getByRole('link', { name: 'Claim your bonus' }).click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(page.getByText('Deposit bonus · 100% First Deposit Bonus')).toBeVisible();
  await page.getByRole('button', { name: 'Claim Deposit bonus of ₱500.00' }).click();
  await expect(page.getByText('Reward claimed, it is in your balance')).toBeVisible();
  expect(await balanceShown(page)).toBe('₱1,000.00');
});
