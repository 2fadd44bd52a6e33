import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rgReadHandlers, rgStatusFixture } from '../../testing/rg-fixtures';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PLAYER = { MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'aurora', userName: 'demo', type: 0 }) };

function mockRgPlatform() {
  mockPlatform(server);
  server.use(http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()), ...rgReadHandlers(BASE));
}

describe('limits and breaks', { timeout: 20_000 }, () => {
  it('shows each limit with its use, when it resets and a raise waiting for the cooling period', async () => {
    mockRgPlatform();
    renderApp('/m/member/responsibleGaming', PLAYER);
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(deposit).toHaveTextContent('₱800.00 of ₱1,000.00 used');
    const wager = screen.getByRole('region', { name: 'Wager limit' });
    expect(wager).toHaveTextContent(/Changes to ₱9,000\.00 on/);
    expect(screen.getByText('A lower limit applies at once. A higher limit or a removal applies 24 hours later.')).toBeInTheDocument();
    expect(screen.getByText('Played today: 20 minutes')).toBeInTheDocument();
  });

  it('checks the amount, then sends the chosen limit', async () => {
    mockRgPlatform();
    const sent: unknown[] = [];
    server.use(
      http.put(`${BASE}/wps/member/rg/limits`, async ({ request }) => {
        sent.push(await request.json());
        return envelope(rgStatusFixture());
      }),
    );
    renderApp('/m/member/responsibleGaming', PLAYER);
    const form = await screen.findByRole('form', { name: 'Set a limit' });
    // The daily deposit limit is set: it can be removed; an unset one cannot.
    expect(within(form).getByRole('button', { name: 'Remove limit' })).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Limit'), 'loss');
    expect(within(form).queryByRole('button', { name: 'Remove limit' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByText('Enter the limit')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'month');
    await userEvent.type(within(form).getByLabelText('Amount'), '2500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'loss', period: 'month', amountMinor: 250_000 }]));
  });

  it('says why the limits failed to load and loads them again', async () => {
    mockRgPlatform();
    let calls = 0;
    server.use(
      http.get(`${BASE}/wps/member/rg`, () =>
        (calls += 1) === 1 ? HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }) : envelope(rgStatusFixture()),
      ),
    );
    renderApp('/m/member/responsibleGaming', PLAYER);
    expect(await screen.findByText('Your limits could not be loaded.')).toBeInTheDocument();
    // A player can still take a break while the limits cannot be read.
    expect(screen.getByRole('form', { name: 'Take a break' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Deposit limit' })).toBeInTheDocument();
  });

  it('states what a break does before asking for the password', async () => {
    mockRgPlatform();
    renderApp('/m/member/responsibleGaming', PLAYER);
    const form = await screen.findByRole('form', { name: 'Take a break' });
    expect(form).toHaveTextContent('You are logged out at once and cannot log in until the break ends.');
    expect(form).toHaveTextContent('You can still withdraw your balance through customer service.');
    await userEvent.click(within(form).getByRole('tab', { name: 'Self-exclusion' }));
    expect(within(form).getByRole('option', { name: '5 years' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Take a break' }));
    expect(await within(form).findByText('Choose one of the options')).toBeInTheDocument();
  });

  it('shows the responsible-gaming page to guests with the way to log in', async () => {
    mockPlatform(server);
    renderApp('/m/responsibleGaming', {});
    expect(await screen.findByRole('heading', { name: 'Your tools' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to set your limits' })).toHaveAttribute('href', '/m/login');
  });
});
