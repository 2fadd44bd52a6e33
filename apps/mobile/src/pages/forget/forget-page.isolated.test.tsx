import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type * as ApiClient from '@gp/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformError, resetPasswordByEmail, resetPasswordBySms } from '@gp/api-client';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';
import { mockAccountSettings, refusal } from '../../testing/account-fixtures';

// The encrypted calls themselves are the api client's (tested there and end to end): here they answer as told.
vi.mock('@gp/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  resetPasswordBySms: vi.fn(),
  resetPasswordByEmail: vi.fn(),
}));
const smsReset = vi.mocked(resetPasswordBySms);
const emailReset = vi.mocked(resetPasswordByEmail);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SMS_RESET = [{ modId: 'CHNGPASSVERIF3', enabled: true }];

/** Answers the SMS code request; returns the bodies seen. */
function mockSmsCode(answer: () => Response = () => envelope({ expirationTime: Date.now() + 60_000 })) {
  const sent: unknown[] = [];
  server.use(
    http.post(`${BASE}/wps/verification/sms/noLogin`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('/m/forget', () => {
  it('resets by SMS: number, captcha, code with countdown, new password twice, then login', async () => {
    mockPlatform(server, { features: SMS_RESET });
    mockAccountSettings(server);
    const sent = mockSmsCode();
    smsReset.mockResolvedValue(undefined);
    const { location } = renderApp('/m/forget');
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'By SMS' })).toHaveAttribute('aria-selected', 'true');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Please enter the code')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '24680');
    await user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The code is on its way. It is valid for 5 minutes.')).toBeInTheDocument();
    expect(sent).toEqual([{ mobileNum: '9171234567', countryDialingCode: '+63', purpose: 'reset', captchaId: 'cap-0000000000000001', captcha: '24680' }]);
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.type(screen.getByLabelText('New password'), 'Better99');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better99');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
    expect(smsReset).toHaveBeenCalledWith(expect.anything(), {
      countryDialingCode: '+63',
      mobileNum: '9171234567',
      verificationCode: '123456',
      newPassword: 'Better99',
      confirmNewPassword: 'Better99',
      moduleId: 'CHNGPASSVERIF3',
    });
    expect(await screen.findByText('Your password has been reset. Please log in with your new password.')).toBeInTheDocument();
  }, 20_000);

  it('shows a refused code under the code field and keeps the player on the form', async () => {
    mockPlatform(server, { features: SMS_RESET });
    mockAccountSettings(server, { captchaRequired: false });
    smsReset.mockRejectedValue(
      new PlatformError('VERIFICATION_CODE_ERROR', 'x', 400, { fields: [{ field: 'verificationCode', messageKey: 'verification_code_error' }] }),
    );
    const { location } = renderApp('/m/forget');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    await user.type(screen.getByLabelText('New password'), 'Better99');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better99');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveFocus();
    expect(location.pathname).toBe('/m/forget');
  }, 20_000);

  it('offers only the e-mail reset without the SMS module, and says where the link goes', async () => {
    mockPlatform(server);
    mockAccountSettings(server);
    const asked: unknown[] = [];
    server.use(
      http.post(`${BASE}/wps/member/password/email`, async ({ request }) => {
        asked.push(await request.json());
        return envelope(true);
      }),
    );
    renderApp('/m/forget');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'fresh01');
    expect(screen.queryByRole('tab')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'fresh01@example.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If the username and e-mail match an account');
    expect(asked).toEqual([{ username: 'fresh01', email: 'fresh01@example.test' }]);
  }, 20_000);

  it('offers Try again when the e-mail request gets no answer', async () => {
    mockPlatform(server);
    mockAccountSettings(server);
    let calls = 0;
    server.use(http.post(`${BASE}/wps/member/password/email`, () => (++calls === 1 ? Response.error() : envelope(true))));
    renderApp('/m/forget');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'fresh01');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'fresh01@example.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a link is on its way');
    expect(calls).toBe(2);
  }, 20_000);

  it('opens the new-password step from the e-mailed link, and offers a new link when it expired', async () => {
    mockPlatform(server);
    mockAccountSettings(server);
    emailReset.mockRejectedValue(new PlatformError('VERIFICATION_CODE_ERROR', 'x', 400, { fields: [{ field: 'token', messageKey: 'verification_code_error' }] }));
    const { location } = renderApp('/m/forget?resetToken=tok_0123456789abcdef');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Better99');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better99');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(emailReset).toHaveBeenCalledWith(expect.anything(), { token: 'tok_0123456789abcdef', newPassword: 'Better99', confirmNewPassword: 'Better99' });
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('button', { name: 'Send link' })).toBeInTheDocument();
    expect(location.pathname).toBe('/m/forget');
  }, 20_000);

  it('offers Try again when the rules cannot be loaded', async () => {
    mockPlatform(server);
    mockAccountSettings(server);
    server.use(http.get(`${BASE}/wps/system/country`, () => refusal('INTERNAL_ERROR', 500)));
    renderApp('/m/forget');
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    mockAccountSettings(server);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
  }, 20_000);
});
