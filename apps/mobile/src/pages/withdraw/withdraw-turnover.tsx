import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, gameCentreHref, pathOf, type WithdrawTurnover } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { TURNOVER_IN_CATEGORY, TURNOVER_PROGRESS, WITHDRAW_DAY_MESSAGES as D } from './withdraw-day-messages';

/** The wagering asked and the counted bets by game type (the contract's `WithdrawTurnover`). */
export interface TurnoverFacts extends WithdrawTurnover {
  readonly byCategory: readonly { readonly category: string; readonly countedMinor: number }[];
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.sizeSm};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-inline-start: ${({ theme }) => theme.space.md};
  }
`;

const PlayMore = styled(UiLink)`
  justify-self: start;
  display: inline-grid;
  place-items: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/** Props of TurnoverCounted. */
export interface TurnoverCountedProps {
  readonly turnover: TurnoverFacts;
  readonly currencySymbol: string;
  /** Names a game category in the player's language (the app's `useCategoryLabel`). */
  readonly categoryLabel: (category: string) => string;
}

/**
 * While bets are still needed before a withdrawal: how much is counted of what is asked, where the
 * counted bets went (by game type, most first) and Play more, to the game centre on the type most
 * played (or the lobby).
 */
export function TurnoverCounted({ turnover, currencySymbol, categoryLabel }: TurnoverCountedProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (minor: number) => formatMoney(minor, currencySymbol, intl.locale);
  const top = turnover.byCategory[0]?.category;
  return (
    <Box data-testid="withdraw-turnover">
      <p>{t(TURNOVER_PROGRESS, { counted: money(turnover.countedMinor), required: money(turnover.requiredMinor) })}</p>
      {turnover.byCategory.length === 0 ? (
        <p>{t(D.turnoverNothingCounted)}</p>
      ) : (
        <ul aria-label={t(D.turnoverCounted)}>
          {turnover.byCategory.map((row) => (
            <li key={row.category}>{t(TURNOVER_IN_CATEGORY, { category: categoryLabel(row.category), amount: money(row.countedMinor) })}</li>
          ))}
        </ul>
      )}
      <PlayMore to={top ? gameCentreHref(top) : pathOf('gameCenter')}>{t(D.playMore)}</PlayMore>
    </Box>
  );
}
