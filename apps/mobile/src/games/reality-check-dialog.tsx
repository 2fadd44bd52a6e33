import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { currencySymbolOf, formatMoney, formatSignedMoney } from '@gp/domain';
import type { RealityCheck } from '@gp/stores';
import { Button, DialogFrame } from '@gp/ui';
import { REALITY_CHECK_MESSAGE, REALITY_CHECK_TEXT as text } from './reality-check-messages';

/** The three ways on, one under another at full width: no choice looks smaller than another. */
const Choices = styled.div`
  display: grid;
  flex: 1 1 100%;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Props of RealityCheckDialog. */
export interface RealityCheckDialogProps {
  readonly check: RealityCheck;
  readonly onKeepPlaying: () => void;
  readonly onHistory: () => void;
  readonly onStop: () => void;
}

/**
 * The reality check over the game (issue 20): how long the session has lasted, what was staked
 * and the net result, with Keep playing (Escape too), See my history and Stop playing (the one
 * filled button: a break is the choice the check stands for).
 */
export function RealityCheckDialog({ check, onKeepPlaying, onHistory, onStop }: RealityCheckDialogProps) {
  const intl = useIntl();
  const symbol = currencySymbolOf(check.currency);
  const message = intl.formatMessage(REALITY_CHECK_MESSAGE, {
    minutes: check.playedMinutes,
    wagered: formatMoney(check.wageredMinor, symbol, intl.locale),
    net: formatSignedMoney(check.netMinor, symbol, intl.locale),
  });
  return (
    <DialogFrame role="alertdialog" title={intl.formatMessage(text.title)} message={message} onDismiss={onKeepPlaying}>
      <Choices>
        <Button variant="secondary" onClick={onKeepPlaying}>
          {intl.formatMessage(text.keepPlaying)}
        </Button>
        <Button variant="secondary" onClick={onHistory}>
          {intl.formatMessage(text.history)}
        </Button>
        <Button onClick={onStop}>{intl.formatMessage(text.stop)}</Button>
      </Choices>
    </DialogFrame>
  );
}
