import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isSmsCodeButtonEnabled, smsCodeSecondsLeft, type SmsCodeButtonState } from '@gp/domain';
import { countdownMessage, formMessages } from './form-messages';
import { TextField } from './text-field';

/** Props of SmsCodeField: the typed code and the get-code button's state at `now`. */
export interface SmsCodeFieldProps {
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly hint?: ReactNode;
  /** The get-code button (SPEC §4): idle, sending, or counting down. */
  readonly button: SmsCodeButtonState;
  /** The current time (ms) on the clock of the button's `endsAt`; the caller re-renders each tick. */
  readonly now: number;
  /** The get-code tap; the caller checks the mobile number first. */
  readonly onSend: () => void;
  /** The input's name; 'messageCode' by default. */
  readonly name?: string;
  readonly disabled?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly onEnter?: () => void;
}

const SendButton = styled.button`
  flex: none;
  min-width: 5.5rem;
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

/**
 * The SMS code field (SPEC §2 login SMS mode, registration, forgot password): the code input
 * (one-time-code autocomplete, digits keyboard) with the get-code button, which reads 'Get code',
 * then 'Sending…', then the seconds left ('59s'), and is disabled until it may send again.
 */
export function SmsCodeField({ button, now, onSend, name = 'messageCode', disabled, ...field }: SmsCodeFieldProps) {
  const intl = useIntl();
  const seconds = smsCodeSecondsLeft(button, now);
  const counting = button.status === 'countdown' && seconds > 0;
  const text =
    button.status === 'sending'
      ? intl.formatMessage(formMessages.sendingCode)
      : counting
        ? intl.formatMessage(countdownMessage, { seconds })
        : intl.formatMessage(formMessages.getCode);
  return (
    <TextField
      {...field}
      name={name}
      autoComplete="one-time-code"
      inputMode="numeric"
      disabled={disabled}
      trailing={
        <SendButton
          type="button"
          disabled={disabled === true || !isSmsCodeButtonEnabled(button, now)}
          onClick={onSend}
        >
          {text}
        </SendButton>
      }
    />
  );
}
