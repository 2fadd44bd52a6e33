import { expect, test, type Locator, type Page } from '@playwright/test';
import { brandUrl } from './support/brand-url';
import { signIn } from './support/session';
import { seriousAxeFindings } from './support/axe';

/**
 * Each device profile plays a different brand's demo account, so that the two profiles running
 * side by side never add or remove the same favourites.
 */
const memberBrand = (projectName: string) => (projectName === 'iphone-14' ? 'jade' : 'aurora');

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Game categories' });
const grid = (page: Page, name: string | RegExp) => page.getByRole('list', { name });
const indicator = (page: Page) => page.getByTestId('page-indicator');
const moreGames = (page: Page) => page.getByRole('button', { name: 'More games' });

/** The name of the first tile of a list whose star offers to add it. */
async function firstNonFavourite(list: Locator): Promise<string> {
  const star = list.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
  const label = (await star.getAttribute('aria-label')) ?? '';
  return label.replace(/^Add /, '').replace(/ to favourites$/, '');
}

test('a member searches, switches tabs and vendors, and pages with more games', async ({ page }, info) => {
  const brand = memberBrand(info.project.name);
  await signIn(page, brand);
  await page.goto(brandUrl(brand, '/m/gameCenter?type=RNG'));
  await expect(tabs(page).getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  const slots = grid(page, 'Slots');
  await expect(slots.getByRole('listitem').first()).toBeVisible();
  await expect(indicator(page)).toHaveText(/^1 \/ \d+$/);

  // Search: typing sends nothing, Enter sends the trimmed text.
  const firstName = await firstNonFavourite(slots);
  const word = firstName.split(' ').find((part) => part.length >= 4) ?? firstName;
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(`  ${word}  `);
  await expect(page.getByRole('heading', { name: /^Results for/ })).toHaveCount(0);
  await search.press('Enter');
  const results = grid(page, `Results for “${word}”`);
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const names = await results.getByRole('listitem').getByRole('button', { name: /^Add|^Remove/ }).evaluateAll((stars) =>
    stars.map((star) => star.getAttribute('aria-label') ?? ''),
  );
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain(word.toLowerCase());

  // A tab clears the search; the fish tab has its vendor row.
  await tabs(page).getByRole('tab', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/type=FISH/);
  await expect(search).toHaveValue('');
  const vendors = page.getByRole('group', { name: 'Game providers' });
  await vendors.getByRole('button', { name: 'JILI' }).click();
  await expect(vendors.getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');

  // JILI has 20 fish games: three pages of nine, appended.
  await expect(indicator(page)).toHaveText('1 / 3');
  const fish = grid(page, 'Fishing');
  await expect(fish.getByRole('listitem')).toHaveCount(9);
  await moreGames(page).click();
  await expect(indicator(page)).toHaveText('2 / 3');
  await moreGames(page).click();
  await expect(indicator(page)).toHaveText('3 / 3');
  await expect(moreGames(page)).toBeDisabled();
  await expect(fish.getByRole('listitem').last()).toHaveAttribute('aria-setsize', '20');

  // Another vendor starts again from page 1.
  await vendors.getByRole('button', { name: 'JDB' }).click();
  await expect(indicator(page)).toHaveText('1 / 2');
  await expect(moreGames(page)).toBeEnabled();
});

test('a member adds a favourite, finds it under /m/fav and removes it there', async ({ page }, info) => {
  const brand = memberBrand(info.project.name);
  await signIn(page, brand);
  await page.goto(brandUrl(brand, '/m/gameCenter?type=PVP'));
  const cards = grid(page, 'Cards');
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  const name = await firstNonFavourite(cards);

  await cards.getByRole('button', { name: `Add ${name} to favourites` }).click();
  await expect(page.getByText('Change saved')).toBeVisible();
  await expect(cards.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto(brandUrl(brand, '/m/fav'));
  const favourites = grid(page, 'Favourites');
  const star = favourites.getByRole('button', { name: `Remove ${name} from favourites` });
  await expect(star).toBeVisible();
  await star.click();
  await expect(star).toHaveCount(0);
  await page.reload();
  await expect(favourites.getByRole('listitem').first()).toBeVisible();
  await expect(favourites.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveCount(0);
});

test('a guest tapping a game or its star lands on login; /m/fav sends a guest to login', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/gameCenter?type=RNG'));
  const slots = grid(page, 'Slots');
  await slots.getByRole('listitem').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await page.goto(brandUrl('aurora', '/m/gameCenter?type=LIVE'));
  await grid(page, 'Live casino').getByRole('button', { name: /^Add .+ to favourites$/ }).first().click();
  await expect(page).toHaveURL(/\/m\/login$/);

  await page.goto(brandUrl('aurora', '/m/fav'));
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('sports vendors are split into sports, e-sports and cockfight; ember has cockfight off', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/gameCenter?type=SPORTS'));
  for (const group of ['Sports', 'E-sports', 'Cockfight']) await expect(page.getByRole('region', { name: group, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cockfight' }).getByRole('link', { name: 'S128' })).toBeVisible();

  await page.goto(brandUrl('ember', '/m/gameCenter?type=SPORTS'));
  await expect(page.getByRole('region', { name: 'E-sports' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sports', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cockfight' })).toHaveCount(0);
  await expect(tabs(page).getByRole('tab', { name: 'Cockfight' })).toHaveCount(0);

  // A vendor tile opens that vendor's game list.
  await page.getByRole('region', { name: 'Sports', exact: true }).getByRole('link', { name: 'SABA Sports' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=SPORTS&vassalage=SABA$/);
  await expect(grid(page, 'SABA Sports').getByRole('listitem').first()).toBeVisible();
});

test('the game centre lobby: the m_home banners, a block per category, view all opens its tab; no serious axe findings', async ({ page }) => {
  const announcementCalls: string[] = [];
  page.on('request', (request) => void (/\/wps\/announcements\?types=B(%2C|,)PL/.test(request.url()) && announcementCalls.push(request.url())));
  await page.goto(brandUrl('aurora', '/m/gameCenter'));
  // The game centre uses banner group m_home (SPEC §2); for a guest they come with the page itself.
  const banners = page.getByRole('region', { name: 'Promotions', exact: true });
  await expect(banners.getByRole('group')).toHaveCount(3);
  await expect(banners.getByRole('img').first()).toHaveAttribute('fetchpriority', 'high');
  expect(announcementCalls).toEqual([]);
  await expect(tabs(page).getByRole('tab', { name: 'All games' })).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page, 'Slots').getByRole('listitem').first()).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('button', { name: 'View all Live casino' }).click();
  await expect(tabs(page).getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/type=LIVE/);
  await expect(page.getByRole('group', { name: 'Game providers' })).toBeVisible();
});

test('hot games, the slots centre and a provider screen list their games', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/hot'));
  await expect(grid(page, 'Hot games').getByRole('listitem').first()).toBeVisible();

  await page.goto(brandUrl('aurora', '/m/slotsCenter'));
  await expect(page.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
  await expect(grid(page, 'Slots').getByRole('listitem').first()).toBeVisible();

  await page.goto(brandUrl('aurora', '/m/providers?vassalage=EVO'));
  await expect(page.getByRole('heading', { name: 'Evolution', level: 2 }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'Evolution' })).toHaveAttribute('aria-pressed', 'true');
  await expect(grid(page, 'Evolution').getByRole('listitem').first()).toBeVisible();
});
