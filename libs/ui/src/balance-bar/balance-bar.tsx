import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';

const messages = defineMessages({
  label: { id: 'ui.balanceBar.label', defaultMessage: 'Balance', description: 'Label before the member balance on home' },
  hide: { id: 'ui.balanceBar.hide', defaultMessage: 'Hide balance', description: 'Button that masks the balance with ***' },
  show: { id: 'ui.balanceBar.show', defaultMessage: 'Show balance', description: 'Button that shows a masked balance again' },
  refresh: { id: 'ui.balanceBar.refresh', defaultMessage: 'Refresh balance', description: 'Button that fetches the balance again' },
});

/** Props of BalanceBar. */
export interface BalanceBarProps {
  /** The balance as the wallet shows it: symbol and two decimals, or *** (hidden, refreshing). */
  readonly balance: string;
  /** The player chose to mask the balance. */
  readonly hidden: boolean;
  /** A refresh is under way (the button spins and is disabled). */
  readonly refreshing: boolean;
  readonly onToggleHidden: () => void;
  readonly onRefresh: () => void;
}

const Bar = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Label = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightRegular};
`;

const Amount = styled.output`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.sizeMd};
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Icon = styled.button<{ $spinning?: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  svg {
    width: 1.25rem;
    height: 1.25rem;
    animation: ${({ $spinning }) => ($spinning ? 'balance-spin 0.9s linear infinite' : 'none')};
  }
  &:disabled {
    cursor: progress;
  }
  @keyframes balance-spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      animation: none;
    }
  }
`;

function Svg({ d }: { readonly d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';
const EYE_OFF = 'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2';
const REFRESH = 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5';

/**
 * The member's balance on home (SPEC §2 'Other: balance bar', §3 'Wallet'): the amount as the wallet
 * shows it, a toggle that masks it and a refresh (the header beside it has Deposit). The amount is a live region,
 * so a screen reader hears the new balance after a refresh.
 */
export function BalanceBar({ balance, hidden, refreshing, onToggleHidden, onRefresh }: BalanceBarProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Bar aria-labelledby={labelId}>
      <Label id={labelId}>{intl.formatMessage(messages.label)}</Label>
      <Amount aria-live="polite" aria-busy={refreshing} data-testid="balance">
        {balance}
      </Amount>
      <Icon type="button" onClick={onToggleHidden} aria-pressed={hidden} aria-label={intl.formatMessage(hidden ? messages.show : messages.hide)}>
        <Svg d={hidden ? EYE_OFF : EYE} />
      </Icon>
      <Icon type="button" onClick={onRefresh} disabled={refreshing} $spinning={refreshing} aria-label={intl.formatMessage(messages.refresh)}>
        <Svg d={REFRESH} />
      </Icon>
    </Bar>
  );
}
