import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, type VipBenefitRow } from '@gp/domain';
import { VIP_TEXT } from './vip-messages';

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

/** Props of VipLevelsTable. */
export interface VipLevelsTableProps {
  /** Every level, lowest first, the member's marked (domain `vipLevelRows`). */
  readonly rows: readonly VipBenefitRow[];
  /** The currency symbol the amounts are shown with. */
  readonly currencySymbol: string;
}

/** Every VIP level with its deposit and turnover requirements and its benefits, the member's marked (VIP page, benefits page). */
export function VipLevelsTable({ rows, currencySymbol }: VipLevelsTableProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (minor: number) => formatMoney(minor, currencySymbol, intl.locale);
  return (
    <Scroll>
      <Table>
        <caption>{t(VIP_TEXT.table)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(VIP_TEXT.colLevel)}</th>
            <th scope="col">{t(VIP_TEXT.colDeposit)}</th>
            <th scope="col">{t(VIP_TEXT.colTurnover)}</th>
            <th scope="col">{t(VIP_TEXT.colBenefits)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.level} aria-current={row.current ? 'true' : undefined}>
              <th scope="row">
                {row.labelName}
                {row.current ? <Badge>{t(VIP_TEXT.yourLevel)}</Badge> : null}
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
  );
}
