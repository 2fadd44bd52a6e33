import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Jose from 'jose';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sealedPayloads } from '../../testing/fake-jose';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';
import { mockWithdraw } from '../../testing/withdraw-fixtures';

vi.mock('jose', async (importOriginal) => (await import('../../testing/fake-jose')).fakeJose(await importOriginal<typeof Jose>()));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const MEMBER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'fresh01', type: 0 }) };

describe('/m/member/payoutAccounts', () => {
  it('sends a guest to login', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/member/payoutAccounts');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('lists the saved accounts without the withdrawals, and resets a forgotten payment password', async () => {
    mockWithdraw(server);
    let withdrawalLists = 0;
    let resets = 0;
    server.use(
      http.get(`${BASE}/wps/transaction/withdraw`, () => {
        withdrawalLists += 1;
        return envelope({ currency: 'PHP', items: [], page: { pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 0 } });
      }),
      http.post(`${BASE}/wps/member/securityConfig/paymentPassword`, () => {
        resets += 1;
        return envelope(true);
      }),
    );
    renderApp('/m/member/payoutAccounts', MEMBER);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout accounts' })).toBeInTheDocument();
    const accounts = await screen.findByRole('region', { name: 'Payout accounts' });
    expect(await within(accounts).findByText('GCash •••••••4567')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Forgot your payment password?' }));
    const reset = screen.getByRole('form', { name: 'Reset your payment password' });
    await waitFor(() => expect(within(reset).getByLabelText('Your login password')).toHaveFocus());
    await user.type(within(reset).getByLabelText('Your login password'), 'Demo1234');
    await user.type(within(reset).getByLabelText('New payment password'), 'Pay5678');
    await user.type(within(reset).getByLabelText('Confirm payment password'), 'Pay5678');
    await user.click(within(reset).getByRole('button', { name: 'Change payment password' }));
    await waitFor(() => expect(resets).toBe(1));
    expect(sealedPayloads.at(-1)).toMatchObject({ data: { loginPassword: 'Demo1234', paymentPassword: 'Pay5678', confirmPaymentPassword: 'Pay5678' } });
    expect(await screen.findByText('Payment password changed. Use the new one from now on.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Reset your payment password' })).not.toBeInTheDocument();
    expect(withdrawalLists).toBe(0);
  });
});
