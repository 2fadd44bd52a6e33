import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, type VipBenefitsSummary } from '@gp/domain';
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

const Scroll = styled.div`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  caption {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-align: start;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
    vertical-align: top;
  }
  td.amount {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  tr[aria-current='true'] {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  ul {
    margin: 0;
    padding-inline-start: 1rem;
  }
`;

const Badge = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.sizeSm};
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
        <dt>{intl.formatMessage(M.benefitsLevel)}</dt>
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
      <Scroll>
        <Table>
          <caption>{intl.formatMessage(M.benefitsTable)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(M.colLevel)}</th>
              <th scope="col">{intl.formatMessage(M.colDeposit)}</th>
              <th scope="col">{intl.formatMessage(M.colTurnover)}</th>
              <th scope="col">{intl.formatMessage(M.colBenefits)}</th>
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((row) => (
              <tr key={row.level} aria-current={row.current ? 'true' : undefined}>
                <th scope="row">
                  {row.labelName}
                  {row.current ? <Badge>{intl.formatMessage(M.benefitsLevel)}</Badge> : null}
                </th>
                <td className="amount">{money(row.depositRequirementMinor)}</td>
                <td className="amount">{money(row.turnoverRequirementMinor)}</td>
                <td>
                  <ul>
                    {row.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </>
  );
}
