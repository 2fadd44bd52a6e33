import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_OVERVIEW, agentReadHandlers } from '../../testing/agent-fixtures';
import { BASE, envelope, mockPlatform, renderApp } from '../../testing/render-app';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const session = (type: number) => ({ MC_SESSION_INFO: JSON.stringify({ token: 't-1', merchantCode: 'jade', userName: 'agent01', type }) });
const AGENT = session(1);

function mockAgentPlatform() {
  mockPlatform(server, { features: [{ modId: 'AGENTPOLICY3', enabled: true }] });
  server.use(http.get(`${BASE}/wps/wallets/gcs`, () => HttpResponse.error()), ...agentReadHandlers(BASE));
}

describe('the agent centre', { timeout: 20_000 }, () => {
  it('shows the overview the platform computed and the contracts waiting for an answer', async () => {
    mockAgentPlatform();
    renderApp('/m/member/agent', AGENT);
    const overview = await screen.findByRole('region', { name: 'Team overview' });
    expect(within(overview).getByText('My income').nextSibling).toHaveTextContent('₱724.50');
    expect(within(overview).getByText('Team net result').nextSibling).toHaveTextContent('-₱7,300.00');
    expect(within(overview).getByRole('table', { name: 'Valid turnover over the period' })).toBeInTheDocument();
    const tools = screen.getByRole('navigation', { name: 'Agent tools' });
    expect(within(tools).getByRole('link', { name: /Daily salary/ })).toHaveTextContent('1 request waiting');
    expect(within(tools).getByRole('link', { name: /Hourly salary/ })).not.toHaveTextContent('waiting');
  });

  it('says why the overview failed and loads it again', async () => {
    mockAgentPlatform();
    let calls = 0;
    server.use(http.get(`${BASE}/wps/agent/overview`, () => ((calls += 1) === 1 ? HttpResponse.json({ success: false, value: null, errorCode: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }) : envelope(AGENT_OVERVIEW))));
    renderApp('/m/member/agent', AGENT);
    expect(await screen.findByText('The overview could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('prompts on home for each kind of contract waiting, and Go to contract opens its screen', async () => {
    mockAgentPlatform();
    const app = renderApp('/m/', AGENT, { start: true });
    const first = await screen.findByRole('alertdialog', { name: 'Contract request' });
    expect(first).toHaveTextContent('daily salary contract');
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    const second = await screen.findByRole('alertdialog', { name: 'Contract request' });
    expect(second).toHaveTextContent('dividend contract');
    await userEvent.click(within(second).getByRole('button', { name: 'Go to contract' }));
    await waitFor(() => expect(app.location.pathname).toBe('/m/member/agent/getDevidendContract'));
  });

  it('refuses a player who is not an agent', async () => {
    mockAgentPlatform();
    const overviews: string[] = [];
    server.use(http.get(`${BASE}/wps/agent/overview`, ({ request }) => void overviews.push(request.url)));
    renderApp('/m/member/agent', session(0));
    expect(await screen.findByText('Sorry, this account does not have permission or the feature is temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Team overview' })).toBeNull();
    expect(overviews).toEqual([]);
  });
});

describe('the team and team betting', { timeout: 20_000 }, () => {
  it('lists the team with the invitation link and opens a sub-agent’s team by address', async () => {
    mockAgentPlatform();
    const asked: string[] = [];
    server.use(
      http.get(`${BASE}/wps/agent/downline`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return envelope({ members: [], page: { pageNo: 1, pageSize: 20, totalPages: 0, totalCount: 0 }, period: 'this_month', from: 0, to: 1, currency: 'PHP', path: [{ username: 'rico.agent', nickname: 'Rico' }] });
      }),
    );
    const app = renderApp('/m/member/agent/team?under=rico.agent', AGENT);
    expect(await screen.findByText('No team members match')).toBeInTheDocument();
    expect(asked.at(-1)).toContain('under=rico.agent');
    expect(screen.getByRole('navigation', { name: 'Team of' })).toHaveTextContent('My team');
    await userEvent.click(screen.getByRole('link', { name: 'My team' }));
    await waitFor(() => expect(app.location.search).toBe(''));
    expect(await screen.findByText(/\/m\/register\?aff=JADE7K2Q$/)).toBeInTheDocument();
  });

  it('offers a sub-agent’s team and a transfer to a direct player', async () => {
    mockAgentPlatform();
    renderApp('/m/member/agent/team', AGENT);
    const rico = await screen.findByRole('article', { name: 'rico.agent' });
    expect(within(rico).getByRole('link', { name: 'View team' })).toHaveAttribute('href', '/m/member/agent/team?under=rico.agent');
    const juan = screen.getByRole('article', { name: 'juan8888' });
    expect(within(juan).getByRole('link', { name: 'Send money' })).toHaveAttribute('href', '/m/member/agent/transfer?to=juan8888');
  });

  it('reports team betting by period with the split by category', async () => {
    mockAgentPlatform();
    renderApp('/m/member/agent/teamBetting', AGENT);
    const total = await screen.findByRole('region', { name: 'Team total' });
    expect(within(total).getByRole('table', { name: 'By game category' })).toHaveTextContent('₱10,000.00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Choose at most 62 days')).toBeInTheDocument();
  });
});

describe('transfers, contracts and commission', { timeout: 20_000 }, () => {
  it('rejects a contract request with a reason', async () => {
    mockAgentPlatform();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BASE}/wps/agent/contracts/:id/reject`, async ({ request, params }) => {
        bodies.push({ id: params['id'], body: await request.json() });
        return envelope(true);
      }),
    );
    renderApp('/m/member/agent/getSalaryContract', AGENT);
    const terms = await screen.findByRole('region', { name: 'Your current terms' });
    await waitFor(() => expect(terms).toHaveTextContent('1% of the team’s turnover, paid every day'));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject this contract?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Rate too low');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(bodies).toEqual([{ id: '3', body: { reason: 'Rate too low' } }]));
    expect(await screen.findByText('Contract rejected')).toBeInTheDocument();
  });

  it('shows each statement’s arithmetic or why it paid nothing', async () => {
    mockAgentPlatform();
    renderApp('/m/member/agent/commission', AGENT);
    expect(await screen.findByText('₱48,300.00 × 1% = ₱483.00')).toBeInTheDocument();
    expect(screen.getByText('2 active members, fewer than the 3 the contract asks')).toBeInTheDocument();
  });

  it('fills the member from the team, checks the amount and lists the transfers', async () => {
    mockAgentPlatform();
    server.use(http.get(`${BASE}/wps/wallets/gcs`, () => envelope({ balanceMinor: 10_000_000, sumBalance: '100000.00', currency: 'PHP', currencySymbol: '₱', demo: false, lockedMinor: 0, updatedAt: 0 })));
    renderApp('/m/member/agent/transfer?to=juan8888', AGENT, { start: true });
    const member = await screen.findByRole('textbox', { name: 'Team member’s username' });
    // The page fills the member from the query in an effect, after the field first shows.
    await waitFor(() => expect(member).toHaveValue('juan8888'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer at least ₱1.00')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '21' })).toHaveTextContent('₱250.00');
  });
});
