import { expect, test } from '@playwright/test';
import { E2E_PORT, brandUrl } from './support/brand-url';
import { emailResetToken, registerThroughApi, smsCode, solvedCaptcha, uniqueUsername, type NewAccount } from './support/accounts-api';
import { logInThroughForm } from './support/login-ui';
import { expectNoPasswordStored } from './support/no-password-stored';
import { loginThroughApi } from './support/session';
import { seriousAxeFindings } from './support/axe';
import { watchCaptchas } from './support/captcha-watch';

/** A Philippine mobile number no other test uses (10 digits, starting 9). */
function uniqueMobile(): string {
  return `9${String(Date.now() % 1e7).padStart(7, '0')}${Math.floor(Math.random() * 100)
    .toString()
    .padStart(2, '0')}`;
}

/** Registers a player with a verified mobile number on aurora, through the API (the register SMS code read from the outbox). */
async function registerWithMobile(merchant: string): Promise<NewAccount & { readonly mobileNum: string }> {
  const mobileNum = uniqueMobile();
  const captcha = await solvedCaptcha(merchant);
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/wps/verification/sms/register`, {
    method: 'POST',
    headers: { Merchant: merchant, 'Content-Type': 'application/json', ModuleId: 'REGMOBVERF3' },
    body: JSON.stringify({ mobileNum, countryDialingCode: '+63', ...captcha }),
  });
  expect(response.ok).toBe(true);
  const verificationCode = await smsCode(merchant, mobileNum, '+63', 'register');
  const account = await registerThroughApi(merchant, { username: uniqueUsername('p'), password: 'Start123' }, { mobileNum, countryDialingCode: '+63', verificationCode });
  return { ...account, mobileNum };
}

test('resets a password by SMS with the code from the outbox, then logs in with the new one', async ({ page }) => {
  const account = await registerWithMobile('aurora');
  const newPassword = 'Reset987';
  const captcha = watchCaptchas(page, 'aurora');
  await page.goto(brandUrl('aurora', '/m/forget'));
  const form = page.getByRole('form', { name: 'Reset by SMS' });
  await expect(form).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await form.getByRole('textbox', { name: 'Mobile number' }).fill(account.mobileNum);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await captcha.answer());
  await form.getByRole('button', { name: 'Get code' }).click();
  await expect(form.getByRole('status')).toContainText('The code is on its way');
  await expect(form.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await form.getByRole('textbox', { name: 'SMS code' }).fill(await smsCode('aurora', account.mobileNum, '+63', 'reset'));
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expectNoPasswordStored(page, newPassword);

  await expect(loginThroughApi('aurora', account.username, account.password)).rejects.toThrow();
  await logInThroughForm(page, 'aurora', { username: account.username, password: newPassword });
  await expectNoPasswordStored(page, newPassword);
});

test('resets a password by e-mail through the link from the outbox, then logs in with the new one', async ({ page }) => {
  const username = uniqueUsername('m');
  const email = `${username}@example.test`;
  const account = await registerThroughApi('ember', { username, password: 'Start123' }, { email });
  const newPassword = 'Mailed987';
  await page.goto(brandUrl('ember', '/m/forget'));
  await page.getByRole('tab', { name: 'By e-mail' }).click();
  const request = page.getByRole('form', { name: 'Reset by e-mail' });
  await request.getByRole('textbox', { name: 'Username' }).fill(username);
  await request.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await request.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If the username and e-mail match an account, a link is on its way.', { exact: false })).toBeVisible();

  // The player opens the e-mailed link.
  await page.goto(brandUrl('ember', `/m/forget?resetToken=${await emailResetToken('ember', email)}`));
  const choose = page.getByRole('form', { name: 'Reset by e-mail' });
  await expect(choose.getByText('Choose your new password.')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await choose.getByLabel('New password', { exact: true }).fill(newPassword);
  await choose.getByLabel('Confirm new password').fill(newPassword);
  await choose.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByText('Your password has been reset.', { exact: false })).toBeVisible();
  await expectNoPasswordStored(page, newPassword);

  await expect(loginThroughApi('ember', account.username, account.password)).rejects.toThrow();
  await logInThroughForm(page, 'ember', { username: account.username, password: newPassword });
});

test('changes the password of a fresh account, goes home, and the new password logs in', async ({ page }) => {
  // Five password hashes on the server (register, two logins, the change): slow on a busy machine.
  test.setTimeout(60_000);
  const account = await registerThroughApi('ember', { username: uniqueUsername('c'), password: 'Start123' });
  const newPassword = 'Change987';
  await logInThroughForm(page, 'ember', account);
  await page.goto(brandUrl('ember', '/m/changePsw'));
  const form = page.getByRole('form', { name: 'Change your password' });
  await expect(form).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await form.getByLabel('Current password').fill(account.password);
  await form.getByLabel('New password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm new password').fill(account.password);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The new password and the old password cannot be the same');
  await page.getByRole('alertdialog').getByRole('button').first().click();

  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Change saved')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/?$/);
  await expectNoPasswordStored(page, newPassword);
  await expectNoPasswordStored(page, account.password);

  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await logInThroughForm(page, 'ember', { username: account.username, password: newPassword });
  await expectNoPasswordStored(page, newPassword);
});

test('feedback refuses 19 characters and sends 20, with the captcha', async ({ page }) => {
  const account = await registerThroughApi('ember', { username: uniqueUsername('f'), password: 'Start123' });
  await logInThroughForm(page, 'ember', account);
  const captcha = watchCaptchas(page, 'ember');
  await page.goto(brandUrl('ember', '/m/feedback'));
  const form = page.getByRole('form', { name: 'Send us your feedback' });
  const confirm = form.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  expect(await seriousAxeFindings(page)).toEqual([]);

  await form.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Game issues' });
  const message = form.getByRole('textbox', { name: 'Your message' });
  await message.fill('a'.repeat(19));
  await expect(form.getByText('19/200')).toBeVisible();
  await form.getByRole('textbox', { name: 'Verification code' }).fill(await captcha.answer());
  await confirm.click();
  await expect(form.getByText('The content is between 20 and 200 words')).toBeVisible();
  await expect(message).toBeFocused();

  await message.fill('a'.repeat(20));
  const sent = page.waitForResponse((response) => response.url().includes('/wps/feedback') && response.request().method() === 'PUT');
  await confirm.click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByRole('alertdialog')).toContainText('Sent successfully');
  await expectNoPasswordStored(page, account.password);
});
