import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, turnoverLeftMinor, withdrawAllowanceLeft, type WithdrawRules, type WithdrawUsage } from '@gp/domain';
import { WITHDRAW_MESSAGES } from '../../payout/withdraw-messages';
import { COUNT_LEFT_VALUE, WITHDRAW_DAY_MESSAGES as D } from './withdraw-day-messages';
import { WithdrawFeeRule } from './withdraw-fee-rule';
import { TurnoverCounted, type TurnoverFacts } from './withdraw-turnover';

/** Props of WithdrawSummary. */
export interface WithdrawSummaryProps {
  /** Null while the amounts are on their way (the rows keep their height). */
  readonly availableMinor: number | null;
  readonly lockedMinor: number | null;
  readonly currencySymbol: string;
  /** The merchant's rules, the member's withdrawals today and the wagering asked; null while on their way. */
  readonly day?: { readonly rules: WithdrawRules; readonly today: WithdrawUsage; readonly turnover: TurnoverFacts } | null;
  /** Names a game category (the app's `useCategoryLabel`), for where the counted bets went. */
  readonly categoryLabel?: (category: string) => string;
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 1.5em;
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/**
 * The amount the member can withdraw now, the amount locked in pending withdrawals, what is left of
 * today's withdrawals (how many, how much), the wagering still asked (with where the counted bets
 * went and the way to play more) and the merchant's fee.
 */
export function WithdrawSummary({ availableMinor, lockedMinor, currencySymbol, day = null, categoryLabel = (category) => category }: WithdrawSummaryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (minor: number | null) => (minor === null ? '' : formatMoney(minor, currencySymbol, intl.locale));
  const left = day ? withdrawAllowanceLeft(day.rules, day.today) : null;
  const turnoverLeft = day ? turnoverLeftMinor(day.turnover) : null;
  return (
    <Box aria-label={t(WITHDRAW_MESSAGES.summary)} aria-busy={availableMinor === null}>
      <List>
        <Row>
          <dt>{t(WITHDRAW_MESSAGES.available)}</dt>
          <dd data-testid="withdraw-available">{money(availableMinor)}</dd>
        </Row>
        <Row>
          <dt>{t(WITHDRAW_MESSAGES.locked)}</dt>
          <dd data-testid="withdraw-locked">{money(lockedMinor)}</dd>
        </Row>
        <Row>
          <dt>{t(D.countLeft)}</dt>
          <dd data-testid="withdraw-count-left">{left && day ? t(COUNT_LEFT_VALUE, { left: left.countLeft, max: day.rules.maxCountPerDay }) : ''}</dd>
        </Row>
        <Row>
          <dt>{t(D.amountLeft)}</dt>
          <dd data-testid="withdraw-amount-left">{money(left?.amountLeftMinor ?? null)}</dd>
        </Row>
        <Row>
          <dt>{t(D.turnoverLeft)}</dt>
          <dd data-testid="withdraw-turnover-left">{turnoverLeft === 0 ? t(D.turnoverDone) : money(turnoverLeft)}</dd>
        </Row>
      </List>
      {day && turnoverLeft !== null && turnoverLeft > 0 ? <TurnoverCounted turnover={day.turnover} currencySymbol={currencySymbol} categoryLabel={categoryLabel} /> : null}
      <WithdrawFeeRule rules={day?.rules ?? null} currencySymbol={currencySymbol} />
    </Box>
  );
}
