import { observer } from 'mobx-react-lite';
import type { PaymentPasswordFormModel } from '@gp/stores';
import { useFieldFocus } from '../forms/use-field-focus';
import { translateErrors, useFormText } from '../forms/use-form-text';
import { PaymentPasswordForm } from './payment-password-form';

/** Props of PaymentPasswordPanel. */
export interface PaymentPasswordPanelProps {
  readonly form: PaymentPasswordFormModel;
  /** 'set' while the member has none; 'reset' to replace a forgotten one. */
  readonly mode: 'set' | 'reset';
  /** Closes the reset form. */
  readonly onCancel?: () => void;
}

/** The set- or reset-payment-password form over its model: values, translated messages, the focus on the first wrong field. */
export const PaymentPasswordPanel = observer(function PaymentPasswordPanel({ form, mode, onCancel }: PaymentPasswordPanelProps) {
  const text = useFormText();
  const refFor = useFieldFocus(form.feedback.focus);
  return (
    <PaymentPasswordForm
      values={{ loginPassword: form.loginPassword, paymentPassword: form.paymentPassword, confirmPaymentPassword: form.confirmPaymentPassword }}
      errors={translateErrors(form.feedback.errors, text)}
      pending={form.pending !== null}
      alert={form.feedback.alert}
      text={text}
      onChange={form.setField}
      onSubmit={() => void form.submit()}
      onRetry={() => void form.retry()}
      refFor={refFor}
      mode={mode}
      onCancel={onCancel}
    />
  );
});
