import { useIntl, type IntlShape } from 'react-intl';
import type { AgentCommissionStatement } from '@gp/api-client';
import type { RecordText } from '../../records/use-record-text';
import { KIND_TEXT } from './agent-messages';
import { CALCULATION_TEXT, COMMISSION_FROM_TEXT, COMMISSION_TEXT as text, OUTCOME_TEXT } from './commission-messages';
import { ContractTerms } from './contract-terms';
import { AgentLine, LineFacts } from './line-facts';

/** Props of CommissionLine. */
export interface CommissionLineProps {
  readonly statement: AgentCommissionStatement;
  readonly format: Pick<RecordText, 'money'>;
}

/** The statement's period: hours within a day for an hourly contract, days otherwise (its end is exclusive). */
function periodOf(intl: IntlShape, statement: AgentCommissionStatement): string {
  const options = statement.terms.period === 'hourly' ? ({ dateStyle: 'medium', timeStyle: 'short' } as const) : ({ dateStyle: 'medium' } as const);
  const end = statement.terms.period === 'hourly' ? statement.periodTo : statement.periodTo - 1;
  return intl.formatDateTimeRange(statement.periodFrom, end, { ...options, timeZone: 'Asia/Manila' });
}

/** Why a statement paid nothing, in a sentence with its figures. */
function outcomeText(intl: IntlShape, statement: AgentCommissionStatement, money: (minor: number) => string): string | null {
  switch (statement.outcome) {
    case 'below_turnover':
      return intl.formatMessage(OUTCOME_TEXT.below_turnover, { turnover: money(statement.base.turnoverMinor), minimum: money(statement.terms.minTurnoverMinor) });
    case 'too_few_active':
      return intl.formatMessage(OUTCOME_TEXT.too_few_active, { active: statement.base.activeMembers, minimum: statement.terms.minActiveMembers });
    case 'no_net_loss':
      return intl.formatMessage(OUTCOME_TEXT.no_net_loss);
    default:
      return null;
  }
}

/**
 * One commission statement, so that the agent can check it: the period, the amount, the terms
 * applied, the team's figures and the arithmetic (basis × rate = amount), or why it paid nothing.
 */
export function CommissionLine({ statement, format }: CommissionLineProps) {
  const intl = useIntl();
  const money = (minor: number) => format.money(minor, statement.currency);
  const rate = intl.formatNumber(statement.terms.ratePercent / 100, { style: 'percent', maximumFractionDigits: 2 });
  const facts: [string, string][] = [
    [intl.formatMessage(text.turnover), money(statement.base.turnoverMinor)],
    [intl.formatMessage(text.payouts), money(statement.base.payoutMinor)],
    [intl.formatMessage(text.netLoss), money(statement.base.netLossMinor)],
    [intl.formatMessage(text.active), intl.formatNumber(statement.base.activeMembers)],
  ];
  const paid = statement.outcome === 'paid';
  return (
    <AgentLine aria-label={periodOf(intl, statement)}>
      <h3>
        {periodOf(intl, statement)}
        <small>{intl.formatMessage(KIND_TEXT[statement.kind])}</small>
        <strong>{paid ? money(statement.amountMinor) : intl.formatMessage(text.notPaid)}</strong>
      </h3>
      <ContractTerms terms={statement.terms} kind={statement.kind} currency={statement.currency} format={format} />
      <small>{intl.formatMessage(COMMISSION_FROM_TEXT, { upline: statement.fromUsername })}</small>
      <LineFacts facts={facts} />
      {paid ? (
        <LineFacts facts={[[intl.formatMessage(text.calculation), intl.formatMessage(CALCULATION_TEXT, { basis: money(statement.basisMinor), rate, amount: money(statement.amountMinor) })]]} />
      ) : (
        <p>{outcomeText(intl, statement, money)}</p>
      )}
    </AgentLine>
  );
}
