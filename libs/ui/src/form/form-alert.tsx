import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { useRetryWhenOnline } from '../connectivity/use-retry-when-online';
import { useFocusWhenLost } from '../focus-trap/use-focus-when-lost';
import { formMessages } from './form-messages';

/** What a form message says: something went wrong, it worked, or a plain note. */
export type FormAlertTone = 'error' | 'success' | 'info';

/** Props of FormAlert. */
export interface FormAlertProps {
  readonly tone: FormAlertTone;
  /** The translated message. */
  readonly children: ReactNode;
  /** Shows a 'Try again' button that repeats the failed action (network errors, timeouts). */
  readonly onRetry?: () => void;
}

const Box = styled.div<{ $tone: FormAlertTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  ${({ theme, $tone }) => css`
    border-color: ${$tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.border};
  `}
`;

const Texts = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p {
    margin: 0;
  }
`;

const Retry = styled.button`
  flex: none;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 1px;
  }
`;

/**
 * A message above a form's submit button: errors are announced at once (role=alert), other
 * tones politely (role=status). With `onRetry`, a 'Try again' button repeats the action, so a
 * network error, a timeout or a failure of the platform never leaves the player stuck; it takes
 * the focus when nothing has it (the disabled submit button lost it). Offline, it says that what was
 * typed is kept, and the action is repeated by itself when the signal returns.
 */
export function FormAlert({ tone, children, onRetry }: FormAlertProps) {
  const intl = useIntl();
  const retry = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(retry, onRetry !== undefined);
  const online = useRetryWhenOnline(onRetry);
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Texts>
        <p>{children}</p>
        {online || onRetry === undefined ? null : <p>{intl.formatMessage(formMessages.sendsWhenOnline)}</p>}
      </Texts>
      {onRetry === undefined ? null : (
        <Retry ref={retry} type="button" onClick={onRetry}>
          {intl.formatMessage(formMessages.retry)}
        </Retry>
      )}
    </Box>
  );
}
