import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PaymentPasswordField } from '@gp/domain';
import type { FormAlertState } from '@gp/stores';
import { Button, FormAlert, PasswordField } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../forms/form-layout';
import { PAYMENT_PASSWORD_MESSAGES } from './payment-password-messages';
import { WITHDRAW_MESSAGES } from './withdraw-messages';

/** Everything the set-payment-password form shows; the page reads it from its model, stories give it directly. */
export interface PaymentPasswordFormProps {
  readonly values: Readonly<Record<PaymentPasswordField, string>>;
  /** Translated messages under the fields. */
  readonly errors: Partial<Record<PaymentPasswordField, string | null>>;
  readonly pending: boolean;
  readonly alert: FormAlertState | null;
  readonly text: (id: string) => string | null;
  readonly onChange: (field: PaymentPasswordField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly refFor?: (field: PaymentPasswordField) => (element: HTMLInputElement | null) => void;
  /** 'set' while the member has none; 'reset' to replace a forgotten one (with Cancel). */
  readonly mode?: 'set' | 'reset';
  /** Closes the reset form (reset mode only). */
  readonly onCancel?: () => void;
}

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Setting the payment password, offered on the withdraw screen while the member has none, or
 * resetting a forgotten one: why, the login password that confirms it is the member, the payment
 * password and its confirmation (each with show/hide; none offered to the browser's password
 * manager as the login).
 */
export function PaymentPasswordForm(props: PaymentPasswordFormProps) {
  const t = useIntl().formatMessage;
  const { values, errors, refFor } = props;
  const reset = props.mode === 'reset';
  const title = t(reset ? PAYMENT_PASSWORD_MESSAGES.resetForm : PAYMENT_PASSWORD_MESSAGES.form);
  const field = (name: PaymentPasswordField, autoComplete: string) => (
    <PasswordField
      label={t(PAYMENT_PASSWORD_MESSAGES[name])}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => props.onChange(name, value)}
      error={errors[name]}
      inputRef={refFor?.(name)}
    />
  );
  return (
    <FormStack label={title} onSubmit={props.onSubmit}>
      <Heading>{title}</Heading>
      <FormAlert tone="info">{t(reset ? PAYMENT_PASSWORD_MESSAGES.resetWhy : PAYMENT_PASSWORD_MESSAGES.why)}</FormAlert>
      {field('loginPassword', 'current-password')}
      {field('paymentPassword', 'off')}
      {field('confirmPaymentPassword', 'off')}
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <SubmitButton disabled={props.pending}>
        {t(props.pending ? WITHDRAW_MESSAGES.saving : reset ? PAYMENT_PASSWORD_MESSAGES.resetSubmit : PAYMENT_PASSWORD_MESSAGES.submit)}
      </SubmitButton>
      {reset && props.onCancel ? (
        <Button variant="secondary" onClick={props.onCancel}>
          {t(PAYMENT_PASSWORD_MESSAGES.resetCancel)}
        </Button>
      ) : null}
    </FormStack>
  );
}
