import { useId } from 'react';
import { defineMessage, useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { LIMITS } from '@gp/domain';
import { usePrefersReducedMotion } from '../banner-carousel/reduced-motion';
import { useAutoplayWhileSeen } from '../banner-carousel/use-autoplay-while-seen';
import { useDeferredEmbla } from '../carousel/use-deferred-embla';

const titleMessage = defineMessage({ id: 'ui.winnersBoard.title', defaultMessage: 'Biggest wins', description: 'Heading of the biggest-wins board on home' });

const wonMessage = defineMessage<{ amount: string }>({
  id: 'ui.winnersBoard.won',
  defaultMessage: 'won {amount}',
  description: 'Beside a winner on the biggest-wins board: the amount won',
});

/** One winner of the board (SPEC §3 'Winner item'). */
export interface WinnerItem {
  /** The winner's masked name ('ju***an'). */
  readonly customerName: string;
  readonly gameName: string;
  readonly iconUrl: string;
  /** The amount won in minor units of the currency (centavos). */
  readonly winAmountMinor: number;
  /** ISO 4217 code, for example PHP. */
  readonly currency: string;
}

/** Props of WinnersBoard. */
export interface WinnersBoardProps {
  readonly winners: readonly WinnerItem[];
  /** Time between autoscroll steps; 3 s by default. */
  readonly intervalMs?: number;
}

/** Rows the board shows at once; it scrolls by itself only with more winners than this (SPEC §9). */
export const WINNERS_VISIBLE_ROWS = LIMITS.winnerBoardAutoscrollAbove;

/** Height of one winner row. */
export const WINNER_ROW_HEIGHT = '3.5rem';

/** A currency's minor-unit digits (2 for PHP, 0 for VND), worked out once per currency: a formatter costs. */
const minorDigits = new Map<string, number>();

function minorDigitsOf(currency: string): number {
  let digits = minorDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorDigits.set(currency, digits);
  }
  return digits;
}

/** An amount in minor units as money in the player's language ('₱95.00'); an unknown currency shows its code. */
export function formatWinAmount(intl: IntlShape, minor: number, currency: string): string {
  try {
    const digits = minorDigitsOf(currency);
    return intl.formatNumber(minor / 10 ** digits, { style: 'currency', currency });
  } catch {
    return `${currency} ${intl.formatNumber(minor / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  }
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.color.text};
`;

const Viewport = styled.div<{ $rows: number }>`
  overflow: hidden;
  height: calc(${WINNER_ROW_HEIGHT} * ${({ $rows }) => $rows});
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  touch-action: pan-x pinch-zoom;
`;

const Row = styled.li`
  display: flex;
  flex: 0 0 ${WINNER_ROW_HEIGHT};
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 0;
`;

const Icon = styled.img`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Who = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
`;

const Line = styled.span<{ $muted?: boolean }>`
  overflow: hidden;
  color: ${({ theme, $muted }) => ($muted ? theme.color.textMuted : theme.color.text)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Amount = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/**
 * The biggest-wins board (SPEC §2 'Biggest-wins board'): up to 20 winners, three rows in view,
 * each with the game's icon, the masked name, the game and the amount in the winner's currency.
 * With more than three winners the rows scroll by themselves (not for reduced motion; paused
 * while touched, hovered or focused). Nothing when there are no winners.
 */
export function WinnersBoard({ winners, intervalMs = 3000 }: WinnersBoardProps) {
  const intl = useIntl();
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const scrolls = winners.length > WINNERS_VISIBLE_ROWS && !reducedMotion;
  const autoplay = scrolls ? { playOnInit: false, delay: intervalMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true } : null;
  const [viewportRef, api] = useDeferredEmbla({ axis: 'y', loop: scrolls, active: winners.length > WINNERS_VISIBLE_ROWS, align: 'start' }, autoplay);
  useAutoplayWhileSeen(api);
  if (winners.length === 0) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Title id={headingId}>{intl.formatMessage(titleMessage)}</Title>
      <Viewport ref={viewportRef} $rows={Math.min(winners.length, WINNERS_VISIBLE_ROWS)}>
        <List>
          {winners.map((winner, index) => (
            <Row key={index}>
              <Icon src={winner.iconUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />
              <Who>
                <Line>{winner.customerName}</Line>
                <Line $muted>{winner.gameName}</Line>
              </Who>
              <Amount>{intl.formatMessage(wonMessage, { amount: formatWinAmount(intl, winner.winAmountMinor, winner.currency) })}</Amount>
            </Row>
          ))}
        </List>
      </Viewport>
    </Section>
  );
}

/** What the board takes while its winners load: its heading and three rows' space, so nothing shifts. */
export function WinnersBoardSkeleton() {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} aria-busy="true">
      <Title id={headingId}>{intl.formatMessage(titleMessage)}</Title>
      <Viewport $rows={WINNERS_VISIBLE_ROWS} />
    </Section>
  );
}
