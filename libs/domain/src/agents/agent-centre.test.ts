import { describe, expect, it } from 'vitest';
import { affiliateCodeFromLink } from '../registration/registration-modes';
import { agentInviteLinkOf, checkTransferAmount, commissionBasisOf, contractReasonFits, contractRouteOf, pendingContractCount, pendingContractKinds } from './agent-centre';

describe('agent centre rules', () => {
  it('maps each contract kind to its screen', () => {
    expect(contractRouteOf('dividend')).toBe('dividendContract');
    expect(contractRouteOf('hourly_salary')).toBe('hourlyContract');
    expect(contractRouteOf('daily_salary')).toBe('salaryContract');
  });

  it('reads the count of each kind from the spec’s field names', () => {
    const counts = { dailysalreqtype: 3, divtypecompperiodreq: 0, contracthoursalreq: 1 };
    expect([pendingContractCount(counts, 'daily_salary'), pendingContractCount(counts, 'dividend'), pendingContractCount(counts, 'hourly_salary')]).toEqual([3, 0, 1]);
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
