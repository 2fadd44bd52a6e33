import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { LIMITS } from '@gp/domain';
import { CloseIcon, IconButton } from '../overlay/overlay';

const messages = defineMessages({
  dismiss: { id: 'ui.toasts.dismiss', defaultMessage: 'Dismiss', description: 'Button that closes one toast message' },
});

/** How a toast looks: neutral, a success or an error. */
export type ToastTone = 'info' | 'success' | 'error';

/** One toast: its id and already-translated text. */
export interface ToastItem {
  readonly id: string;
  readonly text: string;
  readonly tone?: ToastTone;
}

/** Props of Toasts: the current list (the store times them out) and the close callback. */
export interface ToastsProps {
  readonly toasts: readonly ToastItem[];
  readonly onDismiss: (id: string) => void;
}

const Region = styled.div`
  position: fixed;
  top: ${LIMITS.notificationTop}px;
  left: ${LIMITS.notificationLeft};
  transform: translateX(-50%);
  z-index: 200;
  width: min(calc(100vw - 2rem), 22rem);
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

const Toast = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid
    ${({ theme, $tone }) => ({ info: theme.color.primary, success: theme.color.success, error: theme.color.danger })[$tone]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  pointer-events: auto;
`;

const Text = styled.p`
  flex: 1;
  margin: 0;
`;

/** Short messages stacked at the top of the page, announced politely; each has a close button. */
export function Toasts({ toasts, onDismiss }: ToastsProps) {
  const intl = useIntl();
  return (
    <Region role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} $tone={toast.tone ?? 'info'} data-tone={toast.tone ?? 'info'}>
          <Text>{toast.text}</Text>
          <IconButton type="button" onClick={() => onDismiss(toast.id)} aria-label={intl.formatMessage(messages.dismiss)}>
            <CloseIcon />
          </IconButton>
        </Toast>
      ))}
    </Region>
  );
}
