import type { FormEvent, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { routeIdOf } from '@gp/domain';
import type { FormAlertState } from '@gp/stores';
import { Button, FormAlert } from '@gp/ui';
import { useBack } from '../frame/use-frame-actions';

const MESSAGES = defineMessages({
  back: { id: 'form.back', defaultMessage: 'Back', description: 'Back button of the account screens shown without the header (forgot and change password)' },
});

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.headerHeight};
  padding: 0 ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.headerBackground};
  color: ${({ theme }) => theme.color.headerText};
`;

const Back = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -3px;
  }
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

/**
 * The top bar of the account screens the frame shows without a header (forgot password, change
 * password): back (home from forgot password, else one step, as the frame decides) and the title.
 */
export function FormPageBar({ title }: { readonly title: ReactNode }) {
  const intl = useIntl();
  const back = useBack(routeIdOf(useLocation().pathname));
  return (
    <Bar>
      <Back type="button" onClick={back} aria-label={intl.formatMessage(MESSAGES.back)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Back>
      <Title>{title}</Title>
    </Bar>
  );
}

const Stack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  box-sizing: border-box;
`;

/** Props of FormStack. */
export interface FormStackProps {
  /** The form's accessible name. */
  readonly label: string;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}

/**
 * A form's column: its fields one under another, submitted by the button or Enter (the browser's
 * own validation is off: the domain's checks speak, in the player's language).
 */
export function FormStack({ label, onSubmit, children }: FormStackProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack aria-label={label} noValidate onSubmit={submit}>
      {children}
    </Stack>
  );
}

/** The submit button of a form: full width, disabled while sending or not yet allowed. */
export const SubmitButton = styled(Button).attrs({ type: 'submit' })`
  width: 100%;
`;

/** Props of FormNotice. */
export interface FormNoticeProps {
  readonly alert: FormAlertState | null;
  /** Translates the alert's message id. */
  readonly text: (id: string) => string | null;
  readonly onRetry: () => void;
}

/** A model's alert above the submit button, translated, with Retry when the call never got an answer. */
export function FormNotice({ alert, text, onRetry }: FormNoticeProps) {
  if (alert === null) return null;
  return (
    <FormAlert tone={alert.tone} onRetry={alert.retry ? onRetry : undefined}>
      {text(alert.messageId)}
    </FormAlert>
  );
}
