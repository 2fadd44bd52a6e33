import { describe, expect, it, vi } from 'vitest';
import { FakePlatform, Failure, settle } from '../test-support/fake-platform';
import { ManualClock } from '../test-support/manual-clock';
import { UiStore } from '../ui.store';
import { AgentBettingModel } from './agent-betting.model';
import { AgentContractsModel } from './agent-contracts.model';
import { periodChoiceProblem } from './agent-period';
import { AgentTeamModel } from './agent-team.model';
import { AgentTransferModel } from './agent-transfer.model';
import { ContractPromptsModel } from './contract-prompts.model';

const page = { pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 1 };
const request = (id: number, status: 'pending' | 'accepted' | 'rejected') => ({
  id,
  kind: 'dividend',
  fromUsername: 'jadeboss',
  toUsername: 'agent01',
  terms: { ratePercent: 20, minTurnoverMinor: 1, minActiveMembers: 1, period: 'half_monthly' },
  currency: 'PHP',
  status,
  reason: null,
  createdAt: 1,
  respondedAt: status === 'pending' ? null : 2,
});

describe('AgentTeamModel', () => {
  it('asks for the team with its filters and the sub-agent drilled into, page 1 again on each change', async () => {
    const platform = new FakePlatform();
    platform.on('GET', '/wps/agent/downline', () => ({ members: [], page, period: 'this_month', from: 0, to: 1, currency: 'PHP', path: [{ username: 'subagent1', nickname: null }] }));
    platform.on('GET', '/wps/agent/invitation', () => ({ code: 'JADE0001' }));
    const model = new AgentTeamModel(platform.api);
    model.start();
    await settle();
    model.setUnder('subagent1');
    model.setFilter({ search: ' ana ', scope: 'all', activity: 'active', period: { period: 'custom', from: '2026-11-01', to: '2026-11-07' } });
    await settle();
    const last = platform.callsTo('GET', '/wps/agent/downline').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toMatchObject({ under: 'subagent1', username: 'ana', scope: 'all', activity: 'active', period: 'custom', from: '2026-11-01', to: '2026-11-07', pageNo: '1' });
    expect(model.list.extra.path.map((step) => step.username)).toEqual(['subagent1']);
    model.setUnder(null);
    expect(model.filter.search).toBe('');
    expect(model.invitation.value).toBe('JADE0001');
  });

  it('refuses a custom range that is backwards or longer than 62 days before asking', () => {
    expect(periodChoiceProblem({ period: 'custom', from: '2026-11-07', to: '2026-11-01' })).toBe('invalid');
    expect(periodChoiceProblem({ period: 'custom', from: '2026-01-01', to: '2026-03-31' })).toBe('too-long');
    expect(periodChoiceProblem({ period: 'last_week' })).toBeNull();
  });
});

describe('AgentBettingModel', () => {
  it('reports a period and a category, and keeps the totals that came with the page', async () => {
    const platform = new FakePlatform();
    const total = { betCount: 3, turnoverMinor: 900, payoutMinor: 300, netMinor: -600 };
    platform.on('GET', '/wps/agent/teamBetting', () => ({ period: 'last_week', from: 0, to: 1, currency: 'PHP', members: [], total, categories: [{ category: 'LIVE', ...total }], path: [], page }));
    const model = new AgentBettingModel(platform.api);
    model.start();
    model.setPeriod({ period: 'last_week' });
    model.setCategory('LIVE');
    await settle();
    expect(Object.fromEntries(platform.callsTo('GET', '/wps/agent/teamBetting').at(-1)?.query ?? [])).toMatchObject({ period: 'last_week', category: 'LIVE' });
    expect(model.list.extra.total).toEqual(total);
  });
});

describe('AgentTransferModel', () => {
  function setup(answers: unknown[]) {
    const platform = new FakePlatform();
    const ui = new UiStore(new ManualClock());
    const wallet = { balance: { balanceMinor: 100_000, currencySymbol: '₱' }, refresh: vi.fn(() => Promise.resolve()) };
    let keys = 0;
    const model = new AgentTransferModel({ api: platform.api, ui, wallet, newKey: () => `key-${String((keys += 1)).padStart(12, '0')}`, locale: () => 'en' });
    platform.on('GET', '/wps/agent/transfers', () => ({ transfers: [], page }));
    platform.on('POST', '/wps/agent/transferDownline', () => answers.shift());
    return { platform, ui, wallet, model };
  }

  it('checks the fields before asking, then confirms and sends once; a lost answer is retried with the same key', async () => {
    const transfer = { transferId: 5, downlineUsername: 'juan8888', amountMinor: 25_000, currency: 'PHP', balanceAfterMinor: 75_000, createdAt: 1 };
    const { platform, ui, wallet, model } = setup([new Failure('INTERNAL_ERROR', 500), transfer]);
    await platform.serveEncryptionKey();
    await model.submit();
    expect(model.feedback.errors.member).toBe('agent.transfer.memberRequired');
    model.setField('member', 'juan8888');
    model.setField('amount', '1000.01');
    await model.submit();
    expect(model.feedback.errors.amount).toBe('agent.transfer.amountOverBalance');
    model.setField('amount', '250');
    model.setField('paymentPassword', 'Pay1234');
    const first = model.submit();
    expect(ui.dialogs[0]?.message).toEqual({ id: 'agent.transfer.confirm', values: { amount: '₱250.00', member: 'juan8888' } });
    ui.answerDialog(true);
    await first;
    expect(model.retryAction).toBe('submit');
    const second = model.retry();
    await settle();
    ui.answerDialog(true);
    await second;
    const sent = platform.callsTo('POST', '/wps/agent/transferDownline');
    expect(sent.map((call) => call.headers.get('Idempotency-Key'))).toEqual(['key-000000000001', 'key-000000000001']);
    expect(model.lastTransfer).toEqual(transfer);
    expect(model.paymentPassword).toBe('');
    expect(wallet.refresh).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the agent cancels the confirmation', async () => {
    const { platform, ui, model } = setup([]);
    model.setField('member', 'juan8888');
    model.setField('amount', '10');
    model.setField('paymentPassword', 'Pay1234');
    const done = model.submit();
    ui.answerDialog(false);
    await done;
    expect(platform.callsTo('POST', '/wps/agent/transferDownline')).toHaveLength(0);
  });
});

describe('AgentContractsModel', () => {
  it('rejects with a trimmed reason, refuses one too long, and reloads after an answer', async () => {
    const platform = new FakePlatform();
    const ui = new UiStore(new ManualClock());
    platform.on('GET', '/wps/agent/contracts/current', () => ({ daily_salary: null, dividend: request(1, 'accepted'), hourly_salary: null }));
    platform.on('GET', '/wps/agent/contracts', () => ({ requests: [request(2, 'pending')], page }));
    platform.on('POST', '/wps/agent/contracts/2/reject', () => true);
    const model = new AgentContractsModel('dividend', { api: platform.api, ui });
    model.start();
    await settle();
    expect(model.inForce?.id).toBe(1);
    model.startRejection(2);
    model.setReason('x'.repeat(201));
    await model.confirmRejection();
    expect(model.rejection?.problem).toBe('agent.contract.reasonTooLong');
    model.setReason('  Rate too low ');
    await model.confirmRejection();
    expect(platform.callsTo('POST', '/wps/agent/contracts/2/reject')[0]?.body).toEqual({ reason: 'Rate too low' });
    expect(model.rejection).toBeNull();
    await settle();
    expect(platform.callsTo('GET', '/wps/agent/contracts')).toHaveLength(2);
  });

  it('says so and reloads when the request was answered meanwhile', async () => {
    const platform = new FakePlatform();
    const ui = new UiStore(new ManualClock());
    platform.on('GET', '/wps/agent/contracts/current', () => ({ daily_salary: null, dividend: null, hourly_salary: null }));
    platform.on('GET', '/wps/agent/contracts', () => ({ requests: [request(2, 'pending')], page }));
    platform.on('POST', '/wps/agent/contracts/2/accept', () => new Failure('CONTRACT_ANSWERED', 409));
    const model = new AgentContractsModel('dividend', { api: platform.api, ui });
    model.start();
    await settle();
    await model.accept(2);
    expect(ui.toasts.at(-1)?.message).toEqual({ id: 'error.contractAnswered' });
    expect(model.answerError).toBeNull();
    await settle();
    expect(platform.callsTo('GET', '/wps/agent/contracts')).toHaveLength(2);
  });
});

describe('ContractPromptsModel', () => {
  it('queues one prompt per kind with pending requests, once per login', async () => {
    const platform = new FakePlatform();
    platform.on('GET', '/wps/agent/contracts/pending', () => ({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 2 }));
    let token: string | null = 'token-a';
    const model = new ContractPromptsModel({ api: platform.api, sessionKey: () => token });
    await model.check();
    expect(model.queue).toEqual(['daily_salary', 'hourly_salary']);
    model.dismiss();
    expect(model.current).toBe('hourly_salary');
    await model.check();
    expect(platform.callsTo('GET', '/wps/agent/contracts/pending')).toHaveLength(1);
    token = 'token-b';
    await model.check();
    expect(platform.callsTo('GET', '/wps/agent/contracts/pending')).toHaveLength(2);
  });
});
