import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { agentReadHandlers } from '../../testing/agent-fixtures';
import { STORY_BASE as BASE, StoryApp, storyBootHandlers } from '../../testing/story-app';
import { AgentBettingPage } from './agent-betting-page';
import { AgentCentrePage } from './agent-centre-page';
import { AgentCommissionPage } from './agent-commission-page';
import { SalaryContractPage } from './agent-contracts-page';
import { AgentTeamPage } from './agent-team-page';
import { AgentTransferPage } from './agent-transfer-page';

/** An agent with a team of two direct members (one a sub-agent), contracts and statements, as the contract answers. */
const handlers = [...storyBootHandlers(), ...agentReadHandlers(BASE)];
const LOAD = { timeout: 10_000 };

const meta = { title: 'Pages/Agent centre', parameters: { layout: 'fullscreen' }, globals: { brand: 'all' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overview over today with its hourly chart, and the tools with the contracts waiting. */
export const Centre: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/member/agent">
      <AgentCentrePage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('₱724.50', {}, LOAD)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('1 request waiting').length).toBeGreaterThan(0);
  },
};

/** The overview failed: what could not be loaded, why, and Try again. */
export const CentreFailed: Story = {
  render: () => (
    <StoryApp handlers={[http.get(`${BASE}/wps/agent/overview`, () => HttpResponse.error()), ...handlers]} path="/m/member/agent">
      <AgentCentrePage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('The overview could not be loaded', {}, LOAD)).length).toBeGreaterThan(0);
  },
};

/** The team with the invitation link and its QR code, a player and a sub-agent. */
export const Team: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/member/agent/team">
      <AgentTeamPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('link', { name: 'View team' }, LOAD)).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('link', { name: 'Send money' }).length).toBeGreaterThan(0);
  },
};

/** Team betting with the totals, the split by category and the members’ lines. */
export const Betting: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/member/agent/teamBetting">
      <AgentBettingPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('table', { name: 'By game category' }, LOAD)).length).toBeGreaterThan(0);
  },
};

/** The transfer form, filled from the team list, and the transfer record. */
export const Transfer: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/member/agent/transfer?to=juan8888">
      <AgentTransferPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Transfer record', {}, LOAD)).length).toBeGreaterThan(0);
  },
};

/** Commission statements: one paid with its arithmetic, one that paid nothing and why. */
export const Commission: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/member/agent/commission">
      <AgentCommissionPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('₱48,300.00 × 1% = ₱483.00', {}, LOAD)).length).toBeGreaterThan(0);
  },
};

/** The daily salary contract: the terms in force and a request waiting with Accept and Reject. */
export const Contract: Story = {
  render: () => (
    <StoryApp handlers={handlers} path="/m/member/agent/getSalaryContract">
      <SalaryContractPage />
    </StoryApp>
  ),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('button', { name: 'Accept' }, LOAD)).length).toBeGreaterThan(0);
  },
};
