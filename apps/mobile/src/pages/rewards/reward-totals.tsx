import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RewardTotals } from '@gp/stores';
import { REWARDS_TEXT as text } from './rewards-messages';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  text-align: center;
  dt {
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
    overflow-wrap: anywhere;
  }
`;

/** The reward centre's head: today's bonus, all bonuses and what is still to claim (blank while loading). */
export function RewardTotalsCard({ totals, money, ready }: { readonly totals: RewardTotals; readonly money: (amountMinor: number) => string; readonly ready: boolean }) {
  const intl = useIntl();
  const figure = (amountMinor: number) => (ready ? money(amountMinor) : '');
  return (
    <Totals aria-label={intl.formatMessage(text.totals)}>
      <div>
        <dt>{intl.formatMessage(text.today)}</dt>
        <dd>{figure(totals.todayBonusMinor)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(text.total)}</dt>
        <dd>{figure(totals.totalBonusMinor)}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage(text.toClaim)}</dt>
        <dd>{figure(totals.claimableTotalMinor)}</dd>
      </div>
    </Totals>
  );
}
