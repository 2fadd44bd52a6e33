import { expect, test, type Page } from '@playwright/test';
import { seriousAxeFindings } from './support/axe';
import { E2E_PORT, brandUrl } from './support/brand-url';
import { closeAnnouncements } from './support/home-overlays';
import { DEMO_AGENT, DEMO_MEMBER, loginThroughApi, signIn } from './support/session';

/** The server's address for calls from Node. */
const API = `http://127.0.0.1:${E2E_PORT}`;

/** Reads money as the app writes it ('₱1,234.50', '-₱5.00') in centavos. */
function centavos(text: string): number {
  const match = /(-?)₱([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]?.replace(/,/g, '')) * 100 + Number(match[3]));
}

/** The value beside a label in a facts list (dt/dd). */
async function factOf(page: Page, scope: string, label: string): Promise<string> {
  const region = page.getByRole('region', { name: scope });
  return (await region.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').first().textContent()) ?? '';
}

test('an agent reads the overview, finds a team member, drills into a sub-agent and reads last week’s team betting; no serious axe findings', async ({ page }) => {
  await signIn(page, 'jade', DEMO_AGENT);
  await page.goto(brandUrl('jade', '/m/member/home'));
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Agent center' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent$/);
  const overview = page.getByRole('region', { name: 'Team overview' });
  await expect(overview).toContainText('Team members');
  expect(Number(await factOf(page, 'Team overview', 'Team members'))).toBeGreaterThanOrEqual(19);
  await expect(overview.getByRole('table', { name: 'Valid turnover over the period' })).toBeAttached();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Agent tools' }).getByRole('link', { name: 'My team' }).click();
  await expect(page.getByRole('region', { name: 'Invitation link' })).toContainText('/m/register?aff=');
  const search = page.getByRole('searchbox', { name: 'Search team members' });
  await search.fill('juan');
  await search.press('Enter');
  await expect(page.getByRole('article', { name: 'juan8888' })).toContainText('Juan D.');
  await expect(page.getByRole('article')).toHaveCount(1);
  await search.fill('rey');
  await search.press('Enter');
  await page.getByRole('article', { name: 'reyagent' }).getByRole('link', { name: 'View team' }).click();
  await expect(page).toHaveURL(/\?under=reyagent$/);
  await expect(page.getByRole('navigation', { name: 'Team of' })).toContainText('Rey S.');
  await expect(page.getByRole('article', { name: 'tonio21' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'lenagent' })).toContainText('Agent');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto(brandUrl('jade', '/m/member/agent/teamBetting'));
  await page.getByRole('combobox', { name: 'Period' }).selectOption('last_week');
  const total = page.getByRole('region', { name: 'Team total' });
  await expect(total.getByRole('table', { name: 'By game category' })).toBeVisible();
  expect(centavos(await factOf(page, 'Team total', 'Valid turnover'))).toBeGreaterThan(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.getByRole('article', { name: 'reyagent' }).getByRole('link', { name: 'View their team' }).click();
  await expect(page).toHaveURL(/teamBetting\?under=reyagent$/);
  await expect(page.getByRole('navigation', { name: 'Team of' })).toContainText('Rey S.');
});

test('an agent transfers to a team member with the payment password: both balances change, once', async ({ page }) => {
  await signIn(page, 'jade', DEMO_AGENT);
  // The overview settles the commission of every ended period first, so the balance stays put meanwhile.
  await page.goto(brandUrl('jade', '/m/member/agent'));
  await expect(page.getByRole('region', { name: 'Team overview' })).toBeVisible();
  await page.goto(brandUrl('jade', '/m/member/agent/team'));
  const search = page.getByRole('searchbox', { name: 'Search team members' });
  await search.fill('mariac23');
  await search.press('Enter');
  const maria = page.getByRole('article', { name: 'mariac23' });
  const balanceOf = async () => centavos((await maria.locator('dt', { hasText: /^Balance$/ }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
  await expect(maria).toContainText('₱');
  const memberBefore = await balanceOf();
  await maria.getByRole('link', { name: 'Send money' }).click();
  await expect(page.getByRole('textbox', { name: 'Team member’s username' })).toHaveValue('mariac23');
  const hint = page.getByText(/your balance is ₱/);
  await expect(hint).toBeVisible();
  const agentBefore = centavos(((await hint.textContent()) ?? '').split('your balance is ')[1] ?? '');

  await page.getByRole('textbox', { name: 'Amount' }).fill('123.45');
  await page.getByLabel('Payment password', { exact: true }).fill('Wrong999');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirm transfer' }).getByRole('button', { name: 'Yes, transfer' }).click();
  await expect(page.getByText('The payment password is incorrect', { exact: false })).toBeVisible();

  await page.getByLabel('Payment password', { exact: true }).fill('Pay1234');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm transfer' });
  await expect(confirm).toContainText('Transfer ₱123.45 from your balance to mariac23?');
  await confirm.getByRole('button', { name: 'Yes, transfer' }).click();
  const receipt = page.getByRole('status', { name: 'Transfer done' });
  await expect(receipt).toContainText('₱123.45');
  expect(await seriousAxeFindings(page)).toEqual([]);
  const agentAfter = centavos((await receipt.locator('dt', { hasText: /^Your balance after$/ }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '');
  expect(agentAfter).toBe(agentBefore - 12_345);
  await expect(page.getByRole('article').filter({ hasText: 'mariac23' }).first()).toBeVisible();

  await page.goto(brandUrl('jade', '/m/member/agent/team'));
  await page.getByRole('searchbox', { name: 'Search team members' }).fill('mariac23');
  await page.getByRole('searchbox', { name: 'Search team members' }).press('Enter');
  await expect.poll(balanceOf).toBe(memberBefore + 12_345);
});

test('an agent accepts one contract from the home prompt and rejects another with a reason; statements add up', async ({ page }) => {
  await signIn(page, 'jade', DEMO_AGENT);
  await page.goto(brandUrl('jade', '/m/'));
  await closeAnnouncements(page);
  const prompt = page.getByRole('alertdialog', { name: 'Contract request' });
  await expect(prompt).toContainText('daily salary contract');
  await prompt.getByRole('button', { name: 'Go to contract' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  const pending = page.getByRole('article').filter({ hasText: 'Waiting for an answer' });
  await expect(pending).toContainText('1.5% of the team’s turnover');
  await pending.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Contract accepted')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your current terms' })).toContainText('1.5% of the team’s turnover, paid every day');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await page.goto(brandUrl('jade', '/m/member/agent'));
  const dividend = page.getByRole('navigation', { name: 'Agent tools' }).getByRole('link', { name: /Dividend/ });
  await expect(dividend).toContainText('1 request waiting');
  await dividend.click();
  await page.getByRole('article').filter({ hasText: 'Waiting for an answer' }).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject this contract?' });
  await dialog.getByLabel('Reason (optional)').fill('Net loss share too low for my team');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Contract rejected')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Net loss share too low for my team' })).toContainText('Rejected');

  await page.goto(brandUrl('jade', '/m/member/agent/commission'));
  const statement = page.getByRole('article').filter({ hasText: / × [\d.]+% = ₱/ }).first();
  await expect(statement).toBeVisible();
  const factIn = async (label: string) => (await statement.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  const [basis, rate, amount] = (await factIn('Calculation')).split(/ × | = /);
  const rateBasisPoints = Math.round(Number(rate?.replace('%', '')) * 100);
  expect(Math.floor((centavos(basis ?? '') * rateBasisPoints) / 10_000)).toBe(centavos(amount ?? ''));
  // A salary's basis is the team's valid turnover the statement shows.
  expect(centavos(await factIn('Team valid turnover'))).toBe(centavos(basis ?? ''));
  await expect(statement).toContainText('1% of the team’s turnover');
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a player is refused the agent centre by the app and the agent calls by the platform', async ({ page }) => {
  const session = await signIn(page, 'jade', DEMO_MEMBER);
  await page.goto(brandUrl('jade', '/m/member/agent'));
  await expect(page.getByText('Sorry, this account does not have permission or the feature is temporarily unavailable')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team overview' })).toHaveCount(0);
  for (const path of ['/wps/agent/overview', '/wps/agent/downline', '/wps/agent/commission', '/wps/agent/transfers']) {
    const response = await fetch(`${API}${path}`, { headers: { Merchant: 'jade', Authorization: session.token } });
    expect({ path, status: response.status, code: ((await response.json()) as { errorCode: string }).errorCode }).toEqual({ path, status: 403, code: 'NO_PERMISSION' });
  }
  const agent = await loginThroughApi('jade', DEMO_AGENT.username, DEMO_AGENT.password);
  expect((await fetch(`${API}/wps/agent/overview`, { headers: { Merchant: 'jade', Authorization: agent.token } })).status).toBe(200);
});
