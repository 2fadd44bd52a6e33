import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@gp/domain';
import { brandUrl } from './support/brand-url';
import { registrationAnswerThroughApi, smsCode, uniqueUsername } from './support/accounts-api';
import { logInThroughForm } from './support/login-ui';
import { expectNoPasswordStored } from './support/no-password-stored';
import { DEMO_AGENT, signIn } from './support/session';
import { seriousAxeFindings } from './support/axe';
import { watchCaptchas } from './support/captcha-watch';
import { storedValue } from './support/stored-value';

const PASSWORD = 'Reg1ster99';
/** A date of birth old enough for every brand. */
const BIRTH_DATE = '1990-05-17';

/** The date (YYYY-MM-DD) `years` years before today in Manila (UTC+8): the birth date of a player who is `years` old. */
function yearsAgoInManila(years: number): string {
  const today = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
}

/** The registration form's controls, by their labels. */
function registerForm(page: Page) {
  const form = page.getByRole('form', { name: 'Create your account' });
  return {
    form,
    username: form.getByRole('textbox', { name: 'Username', exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    confirm: form.getByLabel('Confirm password', { exact: true }),
    mobile: form.getByRole('textbox', { name: /^Mobile number/ }),
    smsCode: form.getByRole('textbox', { name: /^SMS code/ }),
    invitation: form.getByRole('textbox', { name: 'Invitation code (optional)' }),
    captcha: form.getByRole('textbox', { name: 'Verification code', exact: true }),
    birthDate: form.getByLabel('Date of birth', { exact: true }),
    age: form.getByRole('checkbox', { name: /^I confirm I am \d+ years old or over$/ }),
    submit: form.getByRole('button', { name: 'Register' }),
  };
}

/** Logs out from the header, answering the confirmation, and lands home as a guest. */
async function logOut(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand, '/m/gameCenter'));
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Are you sure you want to logout?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await storedValue(page, STORAGE_KEYS.session)).toBeNull();
}

test('registers by username (age confirmed), logs out with the confirmation, logs in again; no serious axe findings', async ({ page }) => {
  const username = uniqueUsername('r');
  const captcha = watchCaptchas(page, 'jade');
  await page.goto(brandUrl('jade', '/m/register'));
  const form = registerForm(page);
  await expect(page.getByText('Only players 21 years old or over may register.')).toBeVisible();
  await expect(form.age).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await form.username.fill(username);
  await form.password.fill(PASSWORD);
  await form.confirm.fill(PASSWORD);
  await form.form.getByRole('textbox', { name: 'E-mail' }).fill(`${username}@example.test`);
  await form.form.getByRole('textbox', { name: 'Full name (as on your bank account)' }).fill('Juan Dela Cruz');
  await form.captcha.fill(await captcha.answer());
  await form.birthDate.fill(BIRTH_DATE);
  await form.submit.click();
  // Jade asks players to confirm they are 21: without it nothing is sent, and the box gets the focus.
  await expect(form.age).toBeFocused();
  await expect(form.form.getByText('Please confirm you are 21 years old')).toBeVisible();
  await form.age.check();
  await form.submit.click();

  await expect(page).toHaveURL(/\/m\/?$/);
  await expect.poll(() => storedValue(page, STORAGE_KEYS.session)).toContain(username);
  await expectNoPasswordStored(page, PASSWORD);

  await logOut(page, 'jade');
  await logInThroughForm(page, 'jade', { username, password: PASSWORD });
  await expectNoPasswordStored(page, PASSWORD);
});

test('registers by mobile number with the SMS code from the development outbox, then logs in by SMS', async ({ page }) => {
  const mobile = `09${String(Date.now()).slice(-9)}`;
  const captcha = watchCaptchas(page, 'aurora');
  await page.goto(brandUrl('aurora', '/m/register.html'));
  const form = registerForm(page);
  await form.mobile.fill(mobile);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  // The typed number carries over to the mobile tab.
  await expect(form.mobile).toHaveValue(mobile);
  await expect(form.username).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);

  await form.captcha.fill(await captcha.answer());
  const beforeSend = captcha.loaded();
  await form.form.getByRole('button', { name: 'Get code' }).click();
  await expect(form.form.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await expect(form.form.getByText('The code was sent by SMS')).toBeVisible();
  // The counting button is named by what it shows (axe: label-content-name-mismatch).
  expect(await seriousAxeFindings(page)).toEqual([]);

  await form.smsCode.fill(await smsCode('aurora', mobile, '+63', 'register'));
  await form.password.fill(PASSWORD);
  await form.confirm.fill(PASSWORD);
  // A captcha answers once: the SMS request used it and the form loaded a new one.
  await form.captcha.fill(await captcha.answer(beforeSend));
  await form.birthDate.fill(BIRTH_DATE);
  await form.age.check();
  await form.submit.click();
  await expect(page).toHaveURL(/\/m\/?$/);
  await expectNoPasswordStored(page, PASSWORD);

  await logOut(page, 'aurora');
  const login = watchCaptchas(page, 'aurora');
  await page.goto(brandUrl('aurora', '/m/login'));
  await page.getByRole('tab', { name: 'SMS code' }).click();
  const loginForm = page.getByRole('form', { name: 'Log in' });
  await loginForm.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await loginForm.getByRole('textbox', { name: 'Verification code' }).fill(await login.answer());
  await loginForm.getByRole('button', { name: 'Get code' }).click();
  await expect(loginForm.getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
  await loginForm.getByRole('textbox', { name: 'SMS code' }).fill(await smsCode('aurora', mobile, '+63', 'login'));
  await loginForm.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/?$/);
  await expectNoPasswordStored(page, PASSWORD);
});

test('an invalid invitation code shows its message and takes the focus; nothing is registered', async ({ page }) => {
  const username = uniqueUsername('i');
  const captcha = watchCaptchas(page, 'ember');
  await page.goto(brandUrl('ember', '/m/register?aff=NOT-A-CODE'));
  const form = registerForm(page);
  // The link's code is refused: the field shows it for correction.
  await expect(form.invitation).toHaveValue('NOT-A-CODE');
  await form.username.fill(username);
  await form.password.fill(PASSWORD);
  await form.confirm.fill(PASSWORD);
  await form.captcha.fill(await captcha.answer());
  await form.birthDate.fill(BIRTH_DATE);
  await form.age.check();
  await form.submit.click();
  await expect(form.invitation).toBeFocused();
  await expect(form.invitation).toHaveAttribute('aria-invalid', 'true');
  await expect(form.form.getByText('Invalid invitation code')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register\?aff=NOT-A-CODE$/);
  await expectNoPasswordStored(page, PASSWORD);
});

test('a player of 20 is refused on aurora (21 and over): by the app under the date of birth, and by the platform past the app', async ({ page }) => {
  const twentyYearsOld = yearsAgoInManila(20);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/member/register') sent.push(request.method());
  });
  const captcha = watchCaptchas(page, 'aurora');
  await page.goto(brandUrl('aurora', '/m/register'));
  const form = registerForm(page);
  await form.username.fill(uniqueUsername('y'));
  await form.password.fill(PASSWORD);
  await form.confirm.fill(PASSWORD);
  await form.captcha.fill(await captcha.answer());
  await form.birthDate.fill(twentyYearsOld);
  await form.age.check();
  await form.submit.click();
  await expect(form.birthDate).toBeFocused();
  await expect(form.birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(form.form.getByText('You must be 21 years old or over to register')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/register$/);
  expect(sent).toEqual([]);

  // Sent past the app, the platform refuses the same date of birth.
  const answer = await registrationAnswerThroughApi('aurora', { birthDate: twentyYearsOld });
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED', value: { fields: [{ field: 'birthDate', messageKey: 'under_minimum_age' }] } });
});

test('an agent opens a player account in the team on /m/agentRegister; no serious axe findings', async ({ page }) => {
  const username = uniqueUsername('a');
  await signIn(page, 'jade', DEMO_AGENT);
  await page.goto(brandUrl('jade', '/m/agentRegister'));
  const form = page.getByRole('form', { name: 'Open a player account' });
  await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Date of birth').fill('1990-05-17');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText(`Account ${username} created. It is now in your team.`)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('');
  await expectNoPasswordStored(page, PASSWORD);
});
