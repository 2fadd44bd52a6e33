import { defineMessages, useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';

const messages = defineMessages({
  loading: { id: 'ui.loading.label', defaultMessage: 'Loading…', description: 'Spoken and shown while a screen loads' },
});

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  min-height: 60dvh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Ring = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.9s linear infinite;
`;

/** Props of LoadingScreen. */
export interface LoadingScreenProps {
  /** Show the label under the spinner; screen readers hear it either way. */
  readonly showLabel?: boolean;
}

/** A centred spinner that screen readers announce as 'Loading…'. */
export function LoadingScreen({ showLabel = true }: LoadingScreenProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.loading);
  return (
    <Wrapper role="status" aria-live="polite" aria-label={label}>
      <Ring aria-hidden="true" />
      {showLabel ? <span>{label}</span> : null}
    </Wrapper>
  );
}
