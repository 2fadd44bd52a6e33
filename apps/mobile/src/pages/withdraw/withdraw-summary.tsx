import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from '@gp/domain';
import { WITHDRAW_MESSAGES } from './withdraw-messages';

/** Props of WithdrawSummary. */
export interface WithdrawSummaryProps {
  /** Null while the amounts are on their way (the rows keep their height). */
  readonly availableMinor: number | null;
  readonly lockedMinor: number | null;
  readonly currencySymbol: string;
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

/** The amount the member can withdraw now and the amount locked in pending withdrawals. */
export function WithdrawSummary({ availableMinor, lockedMinor, currencySymbol }: WithdrawSummaryProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (minor: number | null) => (minor === null ? '' : formatMoney(minor, currencySymbol, intl.locale));
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
      </List>
    </Box>
  );
}
