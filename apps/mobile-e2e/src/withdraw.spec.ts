import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from './support/brand-url';
import { registerThroughApi, setPaymentPasswordThroughApi, uniqueUsername, withdrawThroughApi } from './support/accounts-api';
import { seriousAxeFindings } from './support/axe';
import { loginThroughApi, signIn } from './support/session';
import { depositThroughSandbox } from './support/wallet-api';

const PAYMENT_PASSWORD = 'Pay1234';

/**
 * A member of its own, made for the test: no other spec touches its accounts or balance, so
 * parallel specs cannot race on them. It has a payment password unless told otherwise.
 */
async function freshMember(merchant: string, options: { depositMinor?: number; paymentPassword?: boolean; withdrawalsMinor?: readonly number[] } = {}) {
  const account = await registerThroughApi(merchant, { username: uniqueUsername('w'), password: 'Pass1234' });
  const session = await loginThroughApi(merchant, account.username, account.password);
  if (options.paymentPassword ?? true) await setPaymentPasswordThroughApi(merchant, session.token, account.password, PAYMENT_PASSWORD);
  if ((options.depositMinor ?? 0) > 0) await depositThroughSandbox(merchant, session.token, options.depositMinor ?? 0);
  for (const amountMinor of options.withdrawalsMinor ?? []) await withdrawThroughApi(merchant, session.token, amountMinor, PAYMENT_PASSWORD);
  return account;
}

/** Opens the add form of the payout accounts, fills a GCash account with a payment password and saves it. */
async function addGcashAccount(page: Page, paymentPassword: string) {
  const accounts = page.getByRole('region', { name: 'Payout accounts' });
  await accounts.getByRole('button', { name: 'Add payout account' }).click();
  const add = page.getByRole('form', { name: 'New payout account' });
  await add.getByRole('textbox', { name: 'Mobile number of the e-wallet' }).fill('09171234567');
  await add.getByRole('textbox', { name: 'Name on the account' }).fill('Juan Dela Cruz');
  await add.getByLabel('Payment password').fill(paymentPassword);
  await add.getByRole('button', { name: 'Save account' }).click();
  return { accounts, add };
}

test('a new member sets a payment password on the withdraw screen, binds a GCash payout account with it, then removes it after confirming', async ({ page }) => {
  const account = await freshMember('aurora', { paymentPassword: false });
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/withdraw'));
  const accounts = page.getByRole('region', { name: 'Payout accounts' });
  await expect(accounts.getByText(/No payout account yet/)).toBeVisible();
  const setup = page.getByRole('form', { name: 'Set your payment password' });
  await expect(setup).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await setup.getByLabel('Your login password').fill('Wrong1234');
  await setup.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
  await setup.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await setup.getByRole('button', { name: 'Set payment password' }).click();
  await expect(setup.getByText('Your login password is incorrect')).toBeVisible();
  await setup.getByLabel('Your login password').fill(account.password);
  await setup.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
  await setup.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await setup.getByRole('button', { name: 'Set payment password' }).click();
  await expect(page.getByText('Payment password set. You can now add payout accounts and withdraw.')).toBeVisible();
  await expect(setup).toHaveCount(0);

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

test('a member withdraws with the payment password and sees the amount locked, cancels and sees it back; over the limit is refused with the reason', async ({ page }) => {
  const account = await freshMember('aurora', { depositMinor: 2_000_000 });
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/withdraw'));
  const { accounts } = await addGcashAccount(page, PAYMENT_PASSWORD);
  await expect(accounts.getByText('GCash •••••••4567')).toBeVisible();

  const available = page.getByTestId('withdraw-available');
  const locked = page.getByTestId('withdraw-locked');
  await expect(available).toHaveText('₱20,000.00');
  await expect(locked).toHaveText('₱0.00');
  const form = page.getByRole('form', { name: 'Withdraw' });
  await expect(form.getByRole('combobox', { name: 'Pay out to' })).toHaveValue(/\d+/);
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await amount.fill('60000');
  await form.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(form.getByText('Withdraw at most ₱50,000.00 at a time with this method')).toBeVisible();

  await amount.fill('1,500.50');
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(locked).toHaveText('₱1,500.50');
  await expect(available).toHaveText('₱18,499.50');
  expect(await seriousAxeFindings(page)).toEqual([]);

  const pending = page.getByRole('region', { name: 'Pending withdrawals' });
  await pending.getByRole('button', { name: 'Cancel withdrawal ₱1,500.50' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Cancel the withdrawal of ₱1,500.50? The amount goes back to your balance.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel withdrawal' }).click();
  await expect(locked).toHaveText('₱0.00');
  await expect(available).toHaveText('₱20,000.00');
  await expect(pending.getByText('No withdrawal is waiting for payout.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Past withdrawals' }).getByText(/Cancelled/)).toBeVisible();
});

test("the day's allowance and the fee: what is left today, the fee and payout as the amount is typed, and the last withdrawal of the day", async ({ page }) => {
  // Aurora: five withdrawals and ₱200,000 a day, the first two free, then ₱10 each. Four made today.
  const account = await freshMember('aurora', { depositMinor: 2_000_000, withdrawalsMinor: [10_000, 10_000, 10_000, 10_000] });
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/withdraw'));
  await expect(page.getByTestId('withdraw-count-left')).toHaveText('1 of 5');
  await expect(page.getByTestId('withdraw-amount-left')).toHaveText('₱199,600.00');
  await expect(page.getByText('Your first 2 withdrawals each day are free; after that the fee is ₱10.00.')).toBeVisible();

  const { accounts } = await addGcashAccount(page, PAYMENT_PASSWORD);
  await expect(accounts.getByText('GCash •••••••4567')).toBeVisible();

  const form = page.getByRole('form', { name: 'Withdraw' });
  const preview = form.getByTestId('withdraw-fee-preview');
  await form.getByRole('textbox', { name: 'Amount' }).fill('500');
  await expect(preview).toHaveText('Fee₱10.00You receive₱490.00');
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(page.getByTestId('withdraw-count-left')).toHaveText('0 of 5');
  // The two free ones, then ₱10 for the third, the fourth and this fifth.
  await expect(page.getByRole('region', { name: 'Pending withdrawals' }).getByText('Fee ₱10.00')).toHaveCount(3);

  await form.getByRole('textbox', { name: 'Amount' }).fill('100');
  await form.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(form.getByText('You have made all of today’s withdrawals. You can withdraw again after midnight.')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a member who forgot the payment password resets it with the login password, and the new one saves a payout account', async ({ page }) => {
  const account = await freshMember('aurora');
  await signIn(page, 'aurora', account);
  await page.goto(brandUrl('aurora', '/m/withdraw'));
  await page.getByRole('form', { name: 'Withdraw' }).getByRole('button', { name: 'Forgot your payment password?' }).click();
  const reset = page.getByRole('form', { name: 'Reset your payment password' });
  await expect(reset.getByLabel('Your login password')).toBeFocused();
  await reset.getByLabel('Your login password').fill(account.password);
  await reset.getByLabel('New payment password').fill('Pay5678');
  await reset.getByLabel('Confirm payment password').fill('Pay5678');
  await reset.getByRole('button', { name: 'Change payment password' }).click();
  await expect(page.getByText('Payment password changed. Use the new one from now on.')).toBeVisible();
  await expect(reset).toHaveCount(0);

  const { accounts, add } = await addGcashAccount(page, PAYMENT_PASSWORD);
  await expect(add.getByText('The payment password is incorrect')).toBeVisible();
  await add.getByLabel('Payment password').fill('Pay5678');
  await add.getByRole('button', { name: 'Save account' }).click();
  await expect(accounts.getByText('GCash •••••••4567')).toBeVisible();
});

test('bets still needed: an Ember deposit asks to be wagered once, counted since the last withdrawal, with Play more', async ({ page }) => {
  const account = await freshMember('ember', { depositMinor: 30_000 });
  await signIn(page, 'ember', account);
  await page.goto(brandUrl('ember', '/m/withdraw'));
  await expect(page.getByTestId('withdraw-turnover-left')).toHaveText('₱300.00');
  const turnover = page.getByTestId('withdraw-turnover');
  await expect(turnover.getByText('₱0.00 of ₱300.00 in bets since your last withdrawal')).toBeVisible();
  await expect(turnover.getByText('No bets counted yet since your last withdrawal.')).toBeVisible();
  await turnover.getByRole('link', { name: 'Play more' }).click();
  await expect(page).toHaveURL(/\/m\/gameCenter$/);
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
