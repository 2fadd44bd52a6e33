import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import type { FormAlertState } from '@gp/stores';
import { Button, FormAlert, useHydrated, type ButtonProps } from '@gp/ui';

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

const WideButton = styled(Button)`
  width: 100%;
`;

/**
 * The submit button of a form: full width, disabled while sending or not yet allowed, and until the
 * app has taken over the server's markup (a tap before that would be the browser's own submit,
 * which the policy refuses: see APP_CSP's form-action).
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const live = useHydrated();
  return <WideButton {...props} type="submit" disabled={disabled || !live} />;
}

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

/** A row of links under a form (forgot password, create account, free trial, login), each a full touch target. */
export const FormLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touchTarget};
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/** A quiet action inside a form, drawn as underlined text in the brand's colour ('Forgot your payment password?'). */
export const TextButton = styled.button.attrs({ type: 'button' })`
  justify-self: center;
  min-height: ${({ theme }) => theme.size.touchTarget};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;
