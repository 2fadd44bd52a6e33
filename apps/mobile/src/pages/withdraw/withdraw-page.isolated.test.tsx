import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Jose from 'jose';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gp/domain';
import { refusal } from '../../testing/account-fixtures';
import { sealedPayloads } from '../../testing/fake-jose';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';
import { mockWithdraw } from '../../testing/withdraw-fixtures';

const sealed = sealedPayloads;
vi.mock('jose', async (importOriginal) => (await import('../../testing/fake-jose')).fakeJose(await importOriginal<typeof Jose>()));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'fresh01', type: 0 }) };
const TRIAL = { MC_SESSION_INFO: JSON.stringify({ token: 't-trial', merchantCode: 'jade', userName: 'guest-1', customerType: 4 }) };
describe('/m/withdraw', () => {
  it('defines the texts of the messages its model raises', () => {
    expect(MESSAGES['withdraw.accountSaved'].defaultMessage).toBe('Payout account saved');
  });

  it('sends a guest to login', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/withdraw');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('refuses a trial account with the spec message', async () => {
    mockPlatform(server);
    renderApp('/m/withdraw', TRIAL);
    expect(await screen.findByText('Please login an actual account to use this function')).toBeInTheDocument();
  });

  it('shows the amounts and the saved accounts, checks a number before sending and saves an account', async () => {
    const seen = mockWithdraw(server);
    renderApp('/m/withdraw', MEMBER);
    const user = userEvent.setup();
    const accounts = await screen.findByRole('region', { name: 'Payout accounts' });
    expect(await within(accounts).findByText('GCash •••••••4567')).toBeInTheDocument();
    expect(screen.getByTestId('withdraw-available')).toHaveTextContent('₱1,234.50');
    expect(screen.getByTestId('withdraw-locked')).toHaveTextContent('50.00');
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));
    const form = screen.getByRole('form', { name: 'New payout account' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Payout method' }), 'Maya');
    const number = within(form).getByRole('textbox', { name: 'Mobile number of the e-wallet' });
    await user.type(number, '0818');
    await user.type(within(form).getByRole('textbox', { name: 'Name on the account' }), 'Juan Dela Cruz');
    await user.type(within(form).getByLabelText('Payment password'), 'Pay1234');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(await within(form).findByText(/Check the account number/)).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(seen.saved).toBe(0);
    await user.clear(number);
    await user.type(number, '09181112222');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(await within(accounts).findByText('Maya •••••••2222')).toBeInTheDocument();
    expect(seen.saved).toBe(1);
    expect(sealed.at(-1)).toMatchObject({ data: { payoutMethod: 'maya', accountNumber: '09181112222', accountName: 'Juan Dela Cruz', paymentPassword: 'Pay1234' } });
    expect(screen.queryByRole('form', { name: 'New payout account' })).not.toBeInTheDocument();
  });

  it('shows why the platform refused an account', async () => {
    mockWithdraw(server, { save: () => refusal('PAYOUT_ACCOUNT_LIMIT', 409, { max: 3 }) });
    renderApp('/m/withdraw', MEMBER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add payout account' }));
    const form = screen.getByRole('form', { name: 'New payout account' });
    await user.type(within(form).getByRole('textbox', { name: 'Mobile number of the e-wallet' }), '09171234567');
    await user.type(within(form).getByRole('textbox', { name: 'Name on the account' }), 'Juan Dela Cruz');
    await user.type(within(form).getByLabelText('Payment password'), 'Pay1234');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(await within(form).findByText('You already have the most accounts allowed for this method; remove one first')).toBeInTheDocument();
  });

  it('has a member without a payment password set one first, checked before sending, then withdraw with it', async () => {
    const seen = mockWithdraw(server, { paymentPasswordSet: false });
    let set = 0;
    server.use(
      http.post(`${BASE}/wps/member/securityConfig/paymentPassword`, () => {
        set += 1;
        seen.paymentPasswordSet = true;
        return envelope(true);
      }),
    );
    renderApp('/m/withdraw', MEMBER);
    const user = userEvent.setup();
    const setup = await screen.findByRole('form', { name: 'Set your payment password' });
    expect(screen.getByText(/Set your payment password above first/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add payout account' }));
    expect(screen.getByRole('button', { name: 'Save account' })).toBeDisabled();
    await user.type(within(setup).getByLabelText('Your login password'), 'Demo1234');
    await user.type(within(setup).getByLabelText('New payment password'), 'Demo1234');
    await user.type(within(setup).getByLabelText('Confirm payment password'), 'Demo1234');
    await user.click(within(setup).getByRole('button', { name: 'Set payment password' }));
    expect(await within(setup).findByText('Choose a payment password that differs from your login password')).toBeInTheDocument();
    expect(within(setup).getByLabelText('New payment password')).toHaveFocus();
    expect(set).toBe(0);
    await user.clear(within(setup).getByLabelText('New payment password'));
    await user.type(within(setup).getByLabelText('New payment password'), 'Pay1234');
    await user.clear(within(setup).getByLabelText('Confirm payment password'));
    await user.type(within(setup).getByLabelText('Confirm payment password'), 'Pay1234');
    await user.click(within(setup).getByRole('button', { name: 'Set payment password' }));
    await waitFor(() => expect(set).toBe(1));
    expect(sealed.at(-1)).toMatchObject({ data: { loginPassword: 'Demo1234', paymentPassword: 'Pay1234', confirmPaymentPassword: 'Pay1234' } });
    expect(await screen.findByText('Payment password set. You can now add payout accounts and withdraw.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Set your payment password' })).not.toBeInTheDocument());
    expect(within(screen.getByRole('form', { name: 'Withdraw' })).getByLabelText('Payment password')).toBeInTheDocument();
  });

  it('removes an account after the player confirms', async () => {
    const seen = mockWithdraw(server);
    renderApp('/m/withdraw', MEMBER);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove GCash •••••••4567' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Remove the payout account •••••••4567\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/No payout account yet/)).toBeInTheDocument();
    expect(seen.removed).toEqual(['1']);
  });

  it('refuses an amount over the method limit with the reason, withdraws with the payment password and cancels', async () => {
    mockWithdraw(server);
    renderApp('/m/withdraw', MEMBER);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await within(form).findByRole('option', { name: 'GCash •••••••4567' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '1000.01');
    await user.click(within(form).getByRole('button', { name: 'Withdraw now' }));
    expect(await within(form).findByText('Withdraw at most ₱1,000.00 at a time with this method')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '200');
    await user.type(within(form).getByLabelText('Payment password'), 'Pay1234');
    await user.click(within(form).getByRole('button', { name: 'Withdraw now' }));
    const pending = screen.getByRole('region', { name: 'Pending withdrawals' });
    await waitFor(() => expect(sealed.at(-1)).toMatchObject({ data: { amountMinor: 20_000, payoutMethod: 'gcash', payoutAccountId: 1, paymentPassword: 'Pay1234' } }));
    await user.click(await within(pending).findByRole('button', { name: 'Cancel withdrawal ₱200.00' }));
    await waitFor(() => expect(screen.getByTestId('withdraw-locked')).toHaveTextContent('₱250.00'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Cancel the withdrawal of ₱200.00? The amount goes back to your balance.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await within(pending).findByText('No withdrawal is waiting for payout.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('withdraw-locked')).toHaveTextContent('₱50.00'));
    expect(within(screen.getByRole('region', { name: 'Past withdrawals' })).getByText(/Cancelled/)).toBeInTheDocument();
  });
});
