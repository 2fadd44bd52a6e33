import { useId } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LIMITS } from '@gp/domain';
import { usePrefersReducedMotion } from '../banner-carousel/reduced-motion';
import { useAutoplayWhileSeen } from '../banner-carousel/use-autoplay-while-seen';
import { useDeferredEmbla } from '../carousel/use-deferred-embla';
import { WINNER_ROW_HEIGHT, WinnerRow, type WinnerItem } from './winner-row';

export { formatWinAmount } from './win-amount';
export { WINNER_ROW_HEIGHT, type WinnerItem } from './winner-row';

const titleMessage = defineMessage({ id: 'ui.winnersBoard.title', defaultMessage: 'Biggest wins', description: 'Heading of the biggest-wins board on home' });

/** Props of WinnersBoard. */
export interface WinnersBoardProps {
  readonly winners: readonly WinnerItem[];
  /** Time between autoscroll steps; 3 s by default. */
  readonly intervalMs?: number;
}

/** Rows the board shows at once; it scrolls by itself only with more winners than this (SPEC §9). */
export const WINNERS_VISIBLE_ROWS = LIMITS.winnerBoardAutoscrollAbove;

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
            <WinnerRow key={index} winner={winner} />
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
