import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, type VipBenefitsSummary } from '@gp/domain';
import { VipLevelsTable } from '../../content/vip-levels-table';
import { VIP_TEXT } from '../../content/vip-messages';
import { MEMBER_MESSAGES as M } from './member-messages';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-align: end;
  }
`;

const Top = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** Props of VipBenefitsView. */
export interface VipBenefitsViewProps {
  /** The level, the next one, what is left and every level (domain `vipBenefitsSummary`). */
  readonly summary: VipBenefitsSummary;
  /** The currency symbol the amounts are shown with. */
  readonly currencySymbol: string;
}

/** `/m/member/benefits`: the member's level, the next level and the deposits left to reach it, then every level's benefits in a table. */
export function VipBenefitsView({ summary, currencySymbol }: VipBenefitsViewProps) {
  const intl = useIntl();
  const money = (minor: number) => formatMoney(minor, currencySymbol, intl.locale);
  return (
    <>
      <Summary>
        <dt>{intl.formatMessage(VIP_TEXT.yourLevel)}</dt>
        <dd>{summary.currentLabel}</dd>
        {summary.next ? (
          <>
            <dt>{intl.formatMessage(M.benefitsNext)}</dt>
            <dd>{summary.next.labelName}</dd>
            <dt>{intl.formatMessage(M.benefitsLeft)}</dt>
            <dd>{money(summary.next.remainingMinor)}</dd>
          </>
        ) : null}
      </Summary>
      {summary.next ? null : <Top>{intl.formatMessage(M.benefitsTop)}</Top>}
      <VipLevelsTable rows={summary.rows} currencySymbol={currencySymbol} />
    </>
  );
}
