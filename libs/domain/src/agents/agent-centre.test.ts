import { describe, expect, it } from 'vitest';
import { affiliateCodeFromLink } from '../registration/registration-modes';
import { agentInviteLinkOf, checkTransferAmount, commissionBasisOf, contractKindOfRoute, contractReasonFits, contractRouteOf, pendingContractKinds } from './agent-centre';

describe('agent centre rules', () => {
  it('maps each contract kind to its screen and back', () => {
    expect(contractRouteOf('dividend')).toBe('dividendContract');
    expect(contractKindOfRoute('hourlyContract')).toBe('hourly_salary');
    expect(contractKindOfRoute('salaryContract')).toBe('daily_salary');
    expect(contractKindOfRoute('home')).toBeNull();
  });

  it('prompts for each kind with a pending request, daily salary first', () => {
    expect(pendingContractKinds({ dailysalreqtype: 0, divtypecompperiodreq: 2, contracthoursalreq: 1 })).toEqual(['dividend', 'hourly_salary']);
    expect(pendingContractKinds({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 0 })).toEqual([]);
  });

  it('pays salaries on turnover and dividends on net loss', () => {
    expect(commissionBasisOf('daily_salary')).toBe('turnover');
    expect(commissionBasisOf('hourly_salary')).toBe('turnover');
    expect(commissionBasisOf('dividend')).toBe('netLoss');
  });

  it('builds an invitation link that registration reads back', () => {
    const link = agentInviteLinkOf('https://jade.example', 'AB 12');
    expect(link).toBe('https://jade.example/m/register?aff=AB%2012');
    expect(affiliateCodeFromLink(link.slice(link.indexOf('?')))).toBe('AB 12');
  });

  it('checks a transfer amount against the limits and the balance', () => {
    expect(checkTransferAmount('250', 100_000)).toEqual({ ok: true, minor: 25_000 });
    expect(checkTransferAmount('0.99', null)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkTransferAmount('1', null)).toEqual({ ok: true, minor: 100 });
    expect(checkTransferAmount('50000', null)).toEqual({ ok: true, minor: 5_000_000 });
    expect(checkTransferAmount('50000.01', null)).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkTransferAmount('1000.01', 100_000)).toEqual({ ok: false, problem: 'overBalance' });
    expect(checkTransferAmount('', null)).toEqual({ ok: false, problem: 'empty' });
  });

  it('lets a reason of up to 200 characters through', () => {
    expect(contractReasonFits(`  ${'x'.repeat(200)}  `)).toBe(true);
    expect(contractReasonFits('x'.repeat(201))).toBe(false);
  });
});
