import { expect, type Page } from '@playwright/test';
import { brandUrl } from './brand-url';

/** A player's account as typed in the login form. */
export interface FormAccount {
  readonly username: string;
  readonly password: string;
}

/** The login form's controls, by their labels. */
export function loginForm(page: Page) {
  const form = page.getByRole('form', { name: 'Log in' });
  return {
    form,
    username: form.getByRole('textbox', { name: 'Username' }),
    password: form.getByLabel('Password', { exact: true }),
    captcha: form.getByRole('textbox', { name: 'Verification code' }),
    submit: form.getByRole('button', { name: 'Log in', exact: true }),
  };
}

/**
 * Logs in as a player would: opens /m/login on the brand's host, types the username and
 * password, taps Log in, and waits for home (which replaces the login page).
 */
export async function logInThroughForm(page: Page, brand: string, account: FormAccount): Promise<void> {
  await page.goto(brandUrl(brand, '/m/login'));
  const login = loginForm(page);
  await login.username.fill(account.username);
  await login.password.fill(account.password);
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/?$/);
}
