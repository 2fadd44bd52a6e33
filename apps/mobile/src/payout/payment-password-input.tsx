import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert, PasswordField } from '@gp/ui';
import { WITHDRAW_MESSAGES } from './withdraw-messages';

/** Props of PaymentPasswordInput. */
export interface PaymentPasswordInputProps {
  /** Whether the member has a payment password; without one the form says how to set it instead. */
  readonly set: boolean;
  /** The field's name, unique on its page. */
  readonly name: string;
  readonly value: string;
  readonly error?: string | null;
  readonly onChange: (value: string) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * The payment password a money form asks for (adding a payout account, withdrawing), or, for a
 * member who has none, the notice that one must be set first.
 */
export function PaymentPasswordInput({ set, name, value, error, onChange, inputRef }: PaymentPasswordInputProps) {
  const t = useIntl().formatMessage;
  if (!set) return <FormAlert tone="info">{t(WITHDRAW_MESSAGES.noPaymentPassword)}</FormAlert>;
  return <PasswordField label={t(WITHDRAW_MESSAGES.paymentPassword)} name={name} value={value} autoComplete="off" error={error} onChange={onChange} inputRef={inputRef} />;
}
