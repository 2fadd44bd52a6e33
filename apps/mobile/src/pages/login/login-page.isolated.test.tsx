import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type * as ApiClient from '@gp/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlatformError, login, type SessionInfo } from '@gp/api-client';
import { BASE, mockPlatform, renderApp } from '../../testing/render-app';
import { mockAccountSettings } from '../../testing/account-fixtures';

// The encrypted call itself is the api client's (tested there and end to end): here it answers as told.
vi.mock('@gp/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof ApiClient>()), login: vi.fn() }));
const loginCall = vi.mocked(login);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => loginCall.mockReset());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SMS_LOGIN = [{ modId: 'MOBILEVERCODELOGIN3', enabled: true }];
const SESSION: SessionInfo = { token: 't-1', merchantCode: 'jade', userName: 'demo', type: 0, customerType: 0, firstTimeLogin: false, expiresAt: 0 };

/** What a logged-in home asks for besides the guest's lists: refused (home shows them empty). Added first, so the test's own answers win. */
function answerOthersAsMissing() {
  server.use(http.all(`${BASE}/wps/*`, () => HttpResponse.json({ success: false, value: null, errorCode: 'NOT_FOUND', message: '' }, { status: 404 })));
}

describe('/m/login', () => {
  it('offers both modes with MOBILEVERCODELOGIN3, checks the fields first and focuses the first invalid one', async () => {
    mockPlatform(server, { features: SMS_LOGIN });
    mockAccountSettings(server);
    renderApp('/m/login');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forget');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/m/register');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid account format')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(loginCall).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(await screen.findByRole('combobox', { name: 'Country code' })).toHaveValue('+63');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('logs in by username, remembers the username alone, and home replaces the page', async () => {
    answerOthersAsMissing();
    mockPlatform(server);
    mockAccountSettings(server);
    loginCall.mockResolvedValue(SESSION);
    const { store, location } = renderApp('/m/login');
    const user = userEvent.setup();
    expect(screen.queryByRole('tab')).toBeNull();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), ' demo ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location.pathname).toBe('/m/'));
    expect(loginCall).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ type: 'username', username: 'demo', password: 'Demo1234' }));
    expect(store.session.isLoggedIn).toBe(true);
    expect(store.storage.getItem('rememberedLogin')).toBe('{"type":"username","username":"demo"}');
  });

  it('shows the refusal, the captcha once asked for, and Retry after a network error', async () => {
    answerOthersAsMissing();
    mockPlatform(server);
    mockAccountSettings(server);
    loginCall
      .mockRejectedValueOnce(new PlatformError('LOGIN_FAILED', 'no', 401, { captcha: true }))
      .mockRejectedValueOnce(new PlatformError('NETWORK', 'offline'))
      .mockResolvedValueOnce(SESSION);
    const { location } = renderApp('/m/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Wrong123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is incorrect');
    expect(await screen.findByRole('button', { name: 'Tap to refresh the code' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '24680');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('No connection. Check your mobile data or Wi-Fi and try again')).toBeInTheDocument();
    expect(loginCall).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ captcha: '24680', captchaId: 'cap-0000000000000001' }));
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '13579');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location.pathname).toBe('/m/'));
  });

  it('says the platform failed, not "Unknown error", when logging in answers 500, keeps what was typed, and Try again logs in', async () => {
    answerOthersAsMissing();
    mockPlatform(server);
    mockAccountSettings(server);
    loginCall.mockRejectedValueOnce(new PlatformError('INTERNAL_ERROR', 'Something went wrong on our side', 500)).mockResolvedValueOnce(SESSION);
    const { location } = renderApp('/m/login');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'demo');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again');
    expect(screen.queryByText('Unknown error')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('demo');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('Demo1234');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(document.activeElement).not.toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location.pathname).toBe('/m/'));
    expect(loginCall).toHaveBeenCalledTimes(2);
  });
});
