import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { SpinnerRing } from '../spinner/spinner-ring';

const messages = defineMessages({
  loading: { id: 'ui.loading.label', defaultMessage: 'Loading…', description: 'Spoken and shown while a screen loads' },
});

const Wrapper = styled.div`
  min-height: 60dvh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
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
      <SpinnerRing />
      {showLabel ? <span>{label}</span> : null}
    </Wrapper>
  );
}
