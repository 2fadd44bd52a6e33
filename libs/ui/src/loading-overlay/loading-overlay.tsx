import { useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SpinnerRing } from '../spinner/spinner-ring';
import { messageDescriptor } from '@gp/domain';
import { useFocusTrap } from '../focus-trap/use-focus-trap';
import { Layer, Scrim } from '../overlay/overlay';

/** Props of LoadingOverlay. */
export interface LoadingOverlayProps {
  /** Already-translated text ('Logging in…'); 'Please wait…' by default. */
  readonly message?: string;
}

const Box = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 8rem;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  &:focus {
    outline: none;
  }
`;

/**
 * A spinner with a message over the whole page while a call runs (login, free play, logout):
 * it takes pointer and keyboard focus so nothing below can be used, and is announced at once.
 */
export function LoadingOverlay({ message }: LoadingOverlayProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, { active: true });
  return (
    <Layer aria-busy="true">
      <Scrim aria-hidden="true" />
      <Box ref={box} tabIndex={-1} role="alert">
        <SpinnerRing />
        <span>{message ?? intl.formatMessage(messageDescriptor('notice.pleaseWait'))}</span>
      </Box>
    </Layer>
  );
}
