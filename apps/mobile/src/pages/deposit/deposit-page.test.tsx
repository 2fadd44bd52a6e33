import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit } from '@gp/api-client';
import { depositFixture, depositMethodFixture, depositMethodsFixture } from '@gp/stores/testing';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';
import { stubObjectUrls } from '../../testing/stub-object-urls';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const session = (type: number) => ({ MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'p1', type }) });

const deposit = (extra: Partial<Deposit> = {}) => depositFixture(extra, Date.now());

/** Answers the deposit screen's calls; returns the create requests seen and the balance calls. */
function mockDeposits(status: () => Deposit['status'] = () => 'pending') {
  const created: Request[] = [];
  const balances: number[] = [];
  const listed: URLSearchParams[] = [];
  const reminders: number[] = [];
  server.use(
    http.get(`${BASE}/wps/wallets/gcs`, () => {
      balances.push(Date.now());
      return envelope({ balanceMinor: 0, sumBalance: '0.00', currency: 'PHP', currencySymbol: '₱', demo: false, lockedMinor: 0, updatedAt: 0 });
    }),
    http.get(`${BASE}/wps/deposit/methods`, () =>
      envelope(
        depositMethodsFixture(
          depositMethodFixture('UNIONBANK', 'UnionBank', { kind: 'bank', serviceHours: { opensAt: '06:00', closesAt: '22:00' }, unavailable: 'outOfHours' }),
        ),
      ),
    ),
    http.get(`${BASE}/wps/deposit`, ({ request }) => {
      listed.push(new URL(request.url).searchParams);
      return envelope({ currency: 'PHP', items: [deposit({ status: status() })], page: { pageNo: 1, pageSize: 50, totalPages: 1, totalCount: 1 } });
    }),
    http.post(`${BASE}/wps/deposit`, async ({ request }) => {
      created.push(request.clone());
      await new Promise((resolve) => setTimeout(resolve, 30));
      return envelope(deposit({ paymentUrl: '/sandbox/pay/7?token=abc' }));
    }),
    http.post(`${BASE}/wps/deposit/7/reminder`, () => {
      reminders.push(7);
      return envelope(deposit({ remindedAt: Date.now() }));
    }),
    http.get(`${BASE}/wps/deposit/7`, () => envelope(deposit({ status: status(), creditedMinor: status() === 'paid' ? 200_000 : 0 }))),
  );
  return { created, balances, listed, reminders };
}

describe('/m/voucherCenter', () => {
  it('sends a guest to login', async () => {
    mockPlatform(server);
    const { location } = renderApp('/m/voucherCenter');
    await waitFor(() => expect(location.pathname).toBe('/m/login'));
  });

  it('lists the methods last used first, greys one out of hours, shows the fee and starts one deposit for a double tap', async () => {
    mockPlatform(server);
    const { created } = mockDeposits();
    renderApp('/m/voucherCenter', session(0));
    const user = userEvent.setup();
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    const groups = within(methods).getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(['Last used', 'E-wallets', 'Bank transfer']);
    expect(within(groups[0] as HTMLElement).getByRole('radio', { name: /GrabPay/ })).toBeInTheDocument();
    const union = within(methods).getByRole('radio', { name: /UnionBank/ });
    expect(union).toBeDisabled();
    expect(within(methods).getByText('Available 06:00 to 22:00 (Manila time)')).toBeInTheDocument();

    await user.click(within(methods).getByRole('radio', { name: /GrabPay/ }));
    expect(screen.getByText('Minimum ₱100.00, maximum ₱30,000.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '₱1,000.00' }));
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('1000');
    await user.clear(amount);
    await user.type(amount, '2000');
    expect(screen.getByText('₱30.00')).toBeInTheDocument();
    expect(screen.getByText('₱2,030.00')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm deposit' });
    await user.dblClick(confirm);
    expect(await screen.findByRole('heading', { name: 'Complete your payment' })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0]?.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(await created[0]?.json()).toEqual({ methodCode: 'GRABPAY', amountMinor: 200_000 });
    expect(screen.getByText('D00000007')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with GrabPay' })).toHaveAttribute('href', '/sandbox/pay/7?token=abc');
    expect(screen.getByText(/^(30:00|29:5\d)$/)).toBeInTheDocument();
  });

  it('refuses an amount below the minimum without sending', async () => {
    mockPlatform(server);
    const { created } = mockDeposits();
    renderApp('/m/voucherCenter', session(0));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /GCash/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '99.999');
    await user.click(screen.getByRole('button', { name: 'Confirm deposit' }));
    expect(await screen.findByText('Use at most two decimals')).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('shows the deposit the provider returns to as paid, and refreshes the balance', async () => {
    mockPlatform(server);
    const { balances } = mockDeposits(() => 'paid');
    renderApp('/m/voucherCenter?deposit=7', session(0));
    const step = await screen.findByRole('region', { name: 'Complete your payment' });
    await waitFor(() => expect(within(step).getByRole('status')).toHaveTextContent('Paid'));
    expect(await screen.findByText('Deposit received: your balance is updated')).toBeInTheDocument();
    await waitFor(() => expect(balances.length).toBeGreaterThan(0));
  });

  it('shows the record and filters it by status', async () => {
    mockPlatform(server);
    const { listed } = mockDeposits(() => 'expired');
    renderApp('/m/voucherCenter', session(0));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Deposit record' }));
    const record = screen.getByRole('region', { name: 'Deposit record' });
    expect(await within(record).findByText('D00000007')).toBeInTheDocument();
    expect(within(record).getAllByText('Expired').length).toBeGreaterThan(0);
    await user.selectOptions(within(record).getByRole('combobox', { name: 'Status' }), 'Paid');
    await waitFor(() => expect(listed.at(-1)?.get('status')).toBe('paid'));
  });

  it('sends a reminder of a waiting deposit from the record', async () => {
    mockPlatform(server);
    const { reminders } = mockDeposits();
    renderApp('/m/voucherCenter', session(0));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Deposit record' }));
    await user.click(await screen.findByRole('button', { name: 'Send a reminder' }));
    expect(await screen.findByText('Reminder sent: we will look for your payment')).toBeInTheDocument();
    expect(reminders).toEqual([7]);
  });

  it('previews a receipt picture for a waiting deposit, sends it on consent and says when it came', async () => {
    mockPlatform(server);
    mockDeposits();
    const receipts: unknown[] = [];
    server.use(
      http.post(`${BASE}/wps/deposit/7/receipt`, async ({ request }) => {
        receipts.push(await request.json());
        return envelope(deposit({ receiptAt: Date.now() }));
      }),
    );
    stubObjectUrls();
    renderApp('/m/voucherCenter', session(0));
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('tab', { name: 'Deposit record' }));
    await screen.findByRole('button', { name: 'Upload receipt' });
    const input = screen.getByTestId('receipt-file-7');
    await user.upload(input, new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only png or jpg images can be uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The receipt picture you picked' })).not.toBeInTheDocument();

    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'receipt.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'The receipt picture you picked' })).toBeInTheDocument();
    expect(receipts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send receipt' }));
    expect(await screen.findByText('Receipt sent: we will match it with your payment')).toBeInTheDocument();
    expect(receipts).toEqual([{ mimeType: 'image/jpeg', imageBase64: '/9j/4A==' }]);
    expect(screen.queryByRole('img', { name: 'The receipt picture you picked' })).not.toBeInTheDocument();
  });

  it('says what failed and loads the methods again', async () => {
    mockPlatform(server);
    mockDeposits();
    server.use(http.get(`${BASE}/wps/deposit/methods`, () => HttpResponse.error()));
    renderApp('/m/voucherCenter', session(0));
    expect(await screen.findByText('The payment methods could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    mockPlatform(server);
    mockDeposits();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Payment method' })).toBeInTheDocument();
  });
});
