import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, type WithdrawRules } from '@gp/domain';
import { FEE_CAPPED, FEE_RULE, WITHDRAW_DAY_MESSAGES as D } from './withdraw-day-messages';

const Note = styled.p`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Props of WithdrawFeeRule. */
export interface WithdrawFeeRuleProps {
  /** Null while the rules are on their way (the line keeps its height). */
  readonly rules: WithdrawRules | null;
  readonly currencySymbol: string;
}

/** The merchant's withdrawal fee in words: free, or how many a day are free and then the fixed part, the percentage and the cap. */
export function WithdrawFeeRule({ rules, currencySymbol }: WithdrawFeeRuleProps) {
  const intl = useIntl();
  if (rules === null) return <Note />;
  const money = (minor: number) => formatMoney(minor, currencySymbol, intl.locale);
  const parts = [
    rules.feeFixedMinor > 0 ? money(rules.feeFixedMinor) : null,
    rules.feeBasisPoints > 0 ? intl.formatNumber(rules.feeBasisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return <Note>{intl.formatMessage(D.feeFree)}</Note>;
  const fee = parts.join(' + ');
  const capped = rules.feeCapMinor > 0 && rules.feeBasisPoints > 0 ? intl.formatMessage(FEE_CAPPED, { fee, cap: money(rules.feeCapMinor) }) : fee;
  return <Note>{intl.formatMessage(FEE_RULE, { free: rules.freePerDay, fee: capped })}</Note>;
}
