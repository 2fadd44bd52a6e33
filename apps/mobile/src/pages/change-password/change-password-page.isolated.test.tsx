import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type * as ApiClient from '@gp/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlatformError, changePassword } from '@gp/api-client';
import { MESSAGES } from '@gp/domain';
import { mockPlatform, renderApp } from '../../testing/render-app';
import { mockAccountSettings } from '../../testing/account-fixtures';

// The encrypted call itself is the api client's (tested there and end to end): here it answers as told.
vi.mock('@gp/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof ApiClient>()), changePassword: vi.fn() }));
const changed = vi.mocked(changePassword);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'fresh01', type: 0 }) };

describe('/m/changePsw', () => {
  it('defines the texts of the messages its model raises', () => {
    expect({
      pleaseWait: MESSAGES['changePassword.pleaseWait'].defaultMessage,
      saved: MESSAGES['notice.changeSaved'].defaultMessage,
      sameAsOld: MESSAGES['error.samePassword'].defaultMessage,
    }).toEqual({ pleaseWait: 'Please wait', saved: 'Change saved', sameAsOld: 'The new password and the old password cannot be the same' });
  });

  it('sends a visitor without a session home', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/changePsw');
    await waitFor(() => expect(location.pathname).toBe('/m/'));
  });

  it('refuses a new password equal to the old one with the dialog, sending nothing', async () => {
    mockPlatform(server);
    mockAccountSettings(server);
    changed.mockClear();
    renderApp('/m/changePsw', MEMBER);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Same1234');
    await user.type(screen.getByLabelText('New password'), 'Same1234');
    await user.type(screen.getByLabelText('Confirm new password'), 'Same1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('The new password and the old password cannot be the same');
    expect(changed).not.toHaveBeenCalled();
  }, 15_000);

  it('shows the field messages and focuses the first invalid field', async () => {
    mockPlatform(server);
    mockAccountSettings(server);
    renderApp('/m/changePsw', MEMBER);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'New12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'Other123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invalid password format')).toBeInTheDocument();
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it('changes the password, says Change saved and goes home a second later', async () => {
    mockPlatform(server);
    mockAccountSettings(server);
    changed.mockResolvedValue(undefined);
    const { location } = renderApp('/m/changePsw', MEMBER);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Old12345');
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'New12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Change saved')).toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith(expect.anything(), { oldPassword: 'Old12345', newPassword: 'New12345', confirmNewPassword: 'New12345' });
    await waitFor(() => expect(location.pathname).toBe('/m/'), { timeout: 3000 });
  }, 15_000);

  it('puts a wrong old password under its field', async () => {
    mockPlatform(server);
    mockAccountSettings(server);
    changed.mockRejectedValue(new PlatformError('OLD_PASSWORD_INCORRECT', 'The old password is incorrect', 400));
    renderApp('/m/changePsw', MEMBER);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'Wrong123');
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'New12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The old password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  }, 15_000);
});
