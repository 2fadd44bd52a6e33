import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Jose from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@gp/domain';
import { fieldRule, fieldRules } from '@gp/stores/testing';
import { sealedPayloads } from '../../testing/fake-jose';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const sealed = sealedPayloads;
vi.mock('jose', async (importOriginal) => (await import('../../testing/fake-jose')).fakeJose(await importOriginal<typeof Jose>()));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const FIELDS = fieldRules({
  username: fieldRule('invalid_account_format', '^[A-Za-z][A-Za-z0-9]{3,15}$'),
  password: fieldRule('invalid_password_format'),
  confirmPassword: fieldRule('in_incorrect_password'),
  affiliateCode: fieldRule('invitation_code_error', null, false),
  captcha: fieldRule('in_vwrite_code'),
});
const SETTINGS = {
  usernameRegistration: true,
  mobileRegistration: false,
  smsVerification: false,
  captchaRequired: true,
  minimumAge: 21,
  fields: FIELDS,
  loginRules: {},
  termsHtml: '<h3>Eligibility</h3><p>You must be at least 21.</p><script>alert(1)</script>',
  privacyHtml: '<h3>Introduction</h3>',
};

/** Serves a fresh RSA key, as the platform does for encrypted calls. */
async function encryptionKey() {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { kty: 'RSA', n: jwk.n, e: jwk.e, alg: 'RSA-OAEP-256', use: 'enc', kid: 'k1' };
}

async function mockRegistration(registered: { count: number }) {
  const key = await encryptionKey();
  mockPlatform(server);
  server.use(
    http.get(`${BASE}/wps/system/setting/register`, () => envelope(SETTINGS)),
    http.get(`${BASE}/wps/system/country`, () => envelope([{ countryCode: 'PH', dialingCode: '+63', name: 'Philippines', isDefault: true }])),
    http.get(`${BASE}/wps/captcha`, () => envelope({ captchaId: 'captcha-0123456789abcdef', imageBase64: 'iVBORw0KGgo=', expiresAt: 1 })),
    http.get(`${BASE}/wps/agent/affiliate`, ({ request }) => envelope({ valid: new URL(request.url).searchParams.get('code') === 'AGT-JADE-01' })),
    http.get(`${BASE}/wps/session/key`, () => envelope(key)),
    http.put(`${BASE}/wps/member/register`, () => {
      registered.count += 1;
      return HttpResponse.json({
        success: true,
        errorCode: null,
        message: null,
        value: { token: 'tok-new-0123456789', merchantCode: 'jade', userName: 'lucky77', nickname: null, type: 0, customerType: 0, firstTimeLogin: true, expiresAt: 0 },
      });
    }),
  );
}

/** A date of birth old enough for the merchant's 21 (the app checks it on the real clock). */
const BIRTH_DATE = '1990-05-17';

/** The date of birth (YYYY-MM-DD) of a player who turns `age` tomorrow, by today's date in Manila (UTC+8). */
function birthDateTurning(age: number): string {
  const today = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() + 1)).toISOString().slice(0, 10);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'lucky77');
  await user.type(screen.getByLabelText('Password'), 'Secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
  await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '2468');
  await user.type(screen.getByLabelText('Date of birth'), BIRTH_DATE);
}

describe('registration page', { timeout: 20_000 }, () => {
  it('states the merchant’s minimum age and refuses without its confirmation, focusing it', async () => {
    const registered = { count: 0 };
    await mockRegistration(registered);
    const user = userEvent.setup({ delay: null });
    renderApp('/m/register');
    await fillForm(user);
    expect(screen.getByText('Only players 21 years old or over may register.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const age = screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' });
    await waitFor(() => expect(age).toHaveFocus());
    expect(screen.getByText('Please confirm you are 21 years old')).toBeInTheDocument();
    expect(registered.count).toBe(0);
  });

  it('refuses a date of birth one day short of the merchant’s 21 under the field, focusing it, and sends nothing', async () => {
    const registered = { count: 0 };
    await mockRegistration(registered);
    const user = userEvent.setup({ delay: null });
    renderApp('/m/register');
    await fillForm(user);
    const birthDate = screen.getByLabelText('Date of birth');
    await user.clear(birthDate);
    await user.type(birthDate, birthDateTurning(21));
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(birthDate).toHaveFocus());
    expect(birthDate).toHaveAccessibleDescription(expect.stringContaining('You must be 21 years old or over to register'));
    expect(registered.count).toBe(0);
  });

  it('shows an invalid invitation code’s message and focuses the code', async () => {
    const registered = { count: 0 };
    await mockRegistration(registered);
    const user = userEvent.setup({ delay: null });
    renderApp('/m/register');
    await fillForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Invitation code (optional)' }), 'NOPE-1234');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const code = screen.getByRole('textbox', { name: 'Invitation code (optional)' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByText('Invalid invitation code')).toBeInTheDocument();
    expect(registered.count).toBe(0);
  });

  it('needs the terms agreed, shows the sanitised terms, then registers, logs in and goes home', async () => {
    const registered = { count: 0 };
    await mockRegistration(registered);
    const user = userEvent.setup({ delay: null });
    const { store, location } = renderApp('/m/register.html');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    const agree = screen.getByRole('checkbox', { name: 'I have read and agree to the terms of use and the privacy policy' });
    await user.click(agree);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Terms of use' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms of use' });
    expect(terms).toHaveTextContent('You must be at least 21.');
    expect(terms.querySelector('script')).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(agree);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    expect(registered.count).toBe(1);
    expect(sealed.at(-1)).toMatchObject({ data: { type: 0, username: 'lucky77', ageConfirmed: true, birthDate: BIRTH_DATE, captcha: '2468', registerMethod: 'H5' } });
    await waitFor(() => expect(location.pathname).toBe('/m/'));
    expect(store.storage.getItem(STORAGE_KEYS.session)).not.toContain('Secret12');
  });
});

/** The platform's answer to a call it failed on (HTTP 500). */
const platformFailure = () => HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'Something went wrong on our side' }, { status: 500 });

describe('registration page when the platform fails', { timeout: 20_000 }, () => {
  it('says the form could not be loaded and why, with Try again, which brings the form', async () => {
    await mockRegistration({ count: 0 });
    server.use(http.get(`${BASE}/wps/system/setting/register`, platformFailure, { once: true }));
    const user = userEvent.setup({ delay: null });
    renderApp('/m/register');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The registration form could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again');
    expect(screen.queryByText('Unknown error')).toBeNull();
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveFocus();
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the form and what was typed when registering answers 500, and registers when sent again', async () => {
    const registered = { count: 0 };
    await mockRegistration(registered);
    server.use(http.put(`${BASE}/wps/member/register`, platformFailure, { once: true }));
    const user = userEvent.setup({ delay: null });
    const { store } = renderApp('/m/register');
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again');
    expect(screen.queryByText('Unknown error')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('lucky77');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret12');
    expect(screen.getByRole('checkbox', { name: 'I confirm I am 21 years old or over' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    // The captcha is single use: a new one shows, and its answer is typed again.
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '1357');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    expect(registered.count).toBe(1);
    expect(sealed.at(-1)).toMatchObject({ data: { username: 'lucky77', captcha: '1357' } });
  });
});

describe('agent registration page', { timeout: 20_000 }, () => {
  const session = (type: number) => ({ [STORAGE_KEYS.session]: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'agent01', type }) });

  it('lets an agent open a player account in the team', async () => {
    const opened: unknown[] = [];
    mockPlatform(server, { features: [{ modId: 'AGENTPOLICY3', enabled: true }] });
    server.use(
      http.get(`${BASE}/wps/system/setting/register`, () => envelope(SETTINGS)),
      http.get(`${BASE}/wps/session/key`, async () => envelope(await encryptionKey())),
      http.put(`${BASE}/wps/agent/register`, () => {
        opened.push(sealed.at(-1));
        return envelope({ username: 'friend01', nickname: null, registeredAt: 1, lastLoginAt: null, balanceMinor: 0, currency: 'PHP', status: 'active' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/m/agentRegister', session(1));
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'friend01');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
    await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account friend01 created. It is now in your team.')).toBeInTheDocument();
    expect(opened[0]).toMatchObject({ data: { username: 'friend01', password: 'Secret12', confirmPassword: 'Secret12', birthDate: '1990-05-17' } });
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  });

  it('is not shown to a player who is not an agent', async () => {
    mockPlatform(server, { features: [{ modId: 'AGENTPOLICY3', enabled: true }] });
    server.use(http.get(`${BASE}/wps/system/setting/register`, () => envelope(SETTINGS)));
    renderApp('/m/agentRegister', session(0));
    expect(await screen.findByText('Sorry, this account does not have permission or the feature is temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });
});
