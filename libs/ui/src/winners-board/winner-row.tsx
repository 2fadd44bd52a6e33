import { defineMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatWinAmount } from './win-amount';

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

/** Height of one winner row. */
export const WINNER_ROW_HEIGHT = '3.5rem';

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

/** One row of the biggest-wins board: the game's icon, the masked name, the game and the amount won. */
export function WinnerRow({ winner }: { readonly winner: WinnerItem }) {
  const intl = useIntl();
  return (
    <Row>
      <Icon src={winner.iconUrl} alt="" width={44} height={44} loading="lazy" decoding="async" />
      <Who>
        <Line>{winner.customerName}</Line>
        <Line $muted>{winner.gameName}</Line>
      </Who>
      <Amount>{intl.formatMessage(wonMessage, { amount: formatWinAmount(intl, winner.winAmountMinor, winner.currency) })}</Amount>
    </Row>
  );
}
