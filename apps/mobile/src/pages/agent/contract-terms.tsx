import { useIntl } from 'react-intl';
import type { AgentContractRequest } from '@gp/api-client';
import { commissionBasisOf, type ContractKind } from '@gp/domain';
import type { RecordText } from '../../records/use-record-text';
import { BASIS_TEXT, CONTRACT_PERIOD_TEXT, TERMS_TEXT } from './agent-messages';

/** Props of ContractTerms. */
export interface ContractTermsProps {
  readonly terms: AgentContractRequest['terms'];
  readonly kind: ContractKind;
  readonly currency: string;
  readonly format: Pick<RecordText, 'money'>;
}

/** A contract's terms in one sentence: the rate of the team's turnover or net loss, how often, and the minimums. */
export function ContractTerms({ terms, kind, currency, format }: ContractTermsProps) {
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(TERMS_TEXT, {
        rate: intl.formatNumber(terms.ratePercent / 100, { style: 'percent', maximumFractionDigits: 2 }),
        basis: intl.formatMessage(BASIS_TEXT[commissionBasisOf(kind)]),
        period: intl.formatMessage(CONTRACT_PERIOD_TEXT[terms.period]),
        minTurnover: format.money(terms.minTurnoverMinor, currency),
        minActive: terms.minActiveMembers,
      })}
    </p>
  );
}
