import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brand-url';
import { registerThroughApi, setPaymentPasswordThroughApi, uniqueUsername } from './support/accounts-api';
import { seriousAxeFindings } from './support/axe';
import { loginThroughApi, signIn } from './support/session';

const PAYMENT_PASSWORD = 'Pay1234';

/**
 * A member of its own, made for the test: no other spec touches its accounts or balance, so
 * parallel specs cannot race on them.
 */
async function freshMember(merchant: string) {
  const account = await registerThroughApi(merchant, { username: uniqueUsername('w'), password: 'Pass1234' });
  const session = await loginThroughApi(merchant, account.username, account.password);
  await setPaymentPasswordThroughApi(merchant, session.token, account.password, PAYMENT_PASSWORD);
  return account;
}

test('a member binds a GCash payout account with the payment password, then removes it after confirming', async ({ page }) => {
  const account = await freshMember('aurora');
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/withdraw'));
  const accounts = page.getByRole('region', { name: 'Payout accounts' });
  await expect(accounts.getByText(/No payout account yet/)).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await accounts.getByRole('button', { name: 'Add payout account' }).click();
  const form = page.getByRole('form', { name: 'New payout account' });
  await expect(form.getByRole('combobox', { name: 'Payout method' })).toHaveValue('gcash');
  const number = form.getByRole('textbox', { name: 'Mobile number of the e-wallet' });
  await number.fill('0817');
  await form.getByRole('textbox', { name: 'Name on the account' }).fill('Juan Dela Cruz');
  await form.getByLabel('Payment password').fill('Wrong999');
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(form.getByText(/Check the account number/)).toBeVisible();

  await number.fill('0917 123 4567');
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(form.getByText('The payment password is incorrect')).toBeVisible();
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Save account' }).click();
  await expect(accounts.getByText('GCash •••••••4567')).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.reload();
  await accounts.getByRole('button', { name: 'Remove GCash •••••••4567' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/Remove the payout account •••••••4567\?/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(accounts.getByText(/No payout account yet/)).toBeVisible();
});

test('a trial account is refused the withdraw screen with the spec’s message', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/trail'));
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/?$/);
  // The refusal shows for the spec's 2 s: watched for from before the page opens.
  const refused = page.getByText('Please login an actual account to use this function').waitFor({ state: 'visible' });
  await page.goto(brandUrl('aurora', '/m/withdraw'));
  await refused;
  await expect(page).toHaveURL(/\/m\/?$/);
});

test('a guest is sent to login', async ({ page }) => {
  await page.goto(brandUrl('aurora', '/m/withdraw'));
  await expect(page).toHaveURL(/\/m\/login$/);
});
