import { useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { Button } from '../button/button';
import { useRetryWhenOnline } from '../connectivity/use-retry-when-online';
import { useFocusWhenLost } from '../focus-trap/use-focus-when-lost';

const messages = defineMessages({
  retry: { id: 'ui.loadFailed.retry', defaultMessage: 'Try again', description: 'Button that loads again what could not be loaded (a screen’s form, a section, a game list)' },
  loadsWhenOnline: {
    id: 'ui.loadFailed.loadsWhenOnline',
    defaultMessage: 'You are offline. This loads by itself when the signal returns.',
    description: 'Under something that could not be loaded while the phone has no signal: it is loaded again by itself once back online',
  },
});

/**
 * How much of its screen a failed load is: the screen's content ('screen': a centred block,
 * announced at once) or one section among others ('section': one row, announced politely).
 */
export type LoadFailedSize = 'screen' | 'section';

/** Props of LoadFailed. */
export interface LoadFailedProps {
  /** What could not be loaded, translated ('The registration form could not be loaded.'). */
  readonly title: string;
  /** Why, translated, when it is known ('No connection. Check your mobile data…'). */
  readonly reason?: string | null;
  /** Loads again what failed: the Try again button. Every screen gives it; a piece shown without one says only what failed. */
  readonly onRetry?: () => void;
  readonly size?: LoadFailedSize;
}

const Box = styled.div<{ $size: LoadFailedSize }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  ${({ theme, $size }) =>
    $size === 'screen'
      ? css`
          flex-direction: column;
          align-items: center;
          padding: ${theme.space.xl} ${theme.space.md};
          text-align: center;
        `
      : css`
          align-items: center;
          justify-content: space-between;
          padding: ${theme.space.sm} ${theme.space.md};
          border: 1px solid ${theme.color.border};
          border-radius: ${theme.radius.md};
          font-size: ${theme.font.sizeSm};
        `}
  p {
    margin: 0;
  }
`;

const Title = styled.p<{ $size: LoadFailedSize }>`
  color: ${({ theme, $size }) => ($size === 'screen' ? theme.color.text : 'inherit')};
  font-weight: ${({ theme, $size }) => ($size === 'screen' ? theme.font.weightBold : theme.font.weightRegular)};
`;

const Texts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * The one way a screen says that something could not be loaded (a form's settings, a section, a
 * game list): what failed, why when known, and a Try again button that loads it again. A screen's
 * failure is an alert, and its button takes the focus when nothing else has it (the control that
 * started the load went away); a section's failure is a polite status that leaves focus alone.
 * Offline, it says so, and loads again by itself when the signal returns.
 */
export function LoadFailed({ title, reason = null, onRetry, size = 'screen' }: LoadFailedProps) {
  const intl = useIntl();
  const button = useRef<HTMLButtonElement>(null);
  useFocusWhenLost(button, size === 'screen');
  const online = useRetryWhenOnline(onRetry);
  return (
    <Box $size={size} role={size === 'screen' ? 'alert' : 'status'}>
      <Texts>
        <Title $size={size}>{title}</Title>
        {reason === null || reason === '' ? null : <p>{reason}</p>}
        {online || onRetry === undefined ? null : <p>{intl.formatMessage(messages.loadsWhenOnline)}</p>}
      </Texts>
      {onRetry === undefined ? null : (
        <Button ref={button} onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      )}
    </Box>
  );
}
