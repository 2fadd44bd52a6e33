import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { PAYOUT_METHOD_CODES, type PayoutMethodCode } from '@gp/domain';
import type { FormAlertState, PayoutAccountFormField } from '@gp/stores';
import { Button, SelectField, TextField } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../forms/form-layout';
import { PaymentPasswordInput } from './payment-password-input';
import { METHOD_FULL, PAYOUT_METHOD_LABELS, WITHDRAW_MESSAGES } from './withdraw-messages';

/** Everything the add-account form shows; the page reads it from its model, stories give it directly. */
export interface PayoutAccountFormProps {
  readonly values: { readonly payoutMethod: PayoutMethodCode } & Readonly<Record<PayoutAccountFormField, string>>;
  readonly banks: readonly { readonly code: string; readonly name: string }[];
  /** Methods whose limit is reached (shown, not choosable). */
  readonly fullMethods: readonly PayoutMethodCode[];
  /** The member has a payment password (else the form says how to get one and cannot be sent). */
  readonly paymentPasswordSet: boolean;
  /** Translated messages under the fields. */
  readonly errors: Partial<Record<PayoutAccountFormField, string | null>>;
  readonly pending: boolean;
  readonly alert: FormAlertState | null;
  readonly text: (id: string) => string | null;
  readonly onMethodChange: (method: PayoutMethodCode) => void;
  readonly onChange: (field: PayoutAccountFormField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  readonly onCancel: () => void;
  readonly refFor?: (field: PayoutAccountFormField) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Adding a payout account: the method (GCash, Maya, bank), the bank, the number with the method's
 * format as a hint, the name on the account and the payment password (show/hide).
 */
export function PayoutAccountForm(props: PayoutAccountFormProps) {
  const t = useIntl().formatMessage;
  const { values } = props;
  const isBank = values.payoutMethod === 'bank';
  const methods = PAYOUT_METHOD_CODES.map((code) => {
    const name = t(PAYOUT_METHOD_LABELS[code]);
    return { value: code, label: props.fullMethods.includes(code) && code !== values.payoutMethod ? t(METHOD_FULL, { method: name }) : name };
  });
  return (
    <FormStack label={t(WITHDRAW_MESSAGES.formTitle)} onSubmit={props.onSubmit}>
      <SelectField
        label={t(WITHDRAW_MESSAGES.method)}
        name="payoutMethod"
        value={values.payoutMethod}
        options={methods}
        onChange={(value) => {
          const method = PAYOUT_METHOD_CODES.find((code) => code === value);
          if (method !== undefined && !props.fullMethods.includes(method)) props.onMethodChange(method);
        }}
      />
      {isBank ? (
        <SelectField
          label={t(WITHDRAW_MESSAGES.bank)}
          name="bankCode"
          value={values.bankCode}
          options={props.banks.map((bank) => ({ value: bank.code, label: bank.name }))}
          placeholder={t(WITHDRAW_MESSAGES.bankPlaceholder)}
          error={props.errors.bankCode}
          onChange={(value) => props.onChange('bankCode', value)}
          selectRef={props.refFor?.('bankCode')}
        />
      ) : null}
      <TextField
        label={t(isBank ? WITHDRAW_MESSAGES.bankNumber : WITHDRAW_MESSAGES.walletNumber)}
        name="accountNumber"
        value={values.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={24}
        hint={t(isBank ? WITHDRAW_MESSAGES.bankNumberHint : WITHDRAW_MESSAGES.walletNumberHint)}
        error={props.errors.accountNumber}
        onChange={(value) => props.onChange('accountNumber', value)}
        inputRef={props.refFor?.('accountNumber')}
      />
      <TextField
        label={t(WITHDRAW_MESSAGES.accountName)}
        name="accountName"
        value={values.accountName}
        autoComplete="name"
        maxLength={64}
        error={props.errors.accountName}
        onChange={(value) => props.onChange('accountName', value)}
        inputRef={props.refFor?.('accountName')}
      />
      <PaymentPasswordInput
        set={props.paymentPasswordSet}
        name="paymentPassword"
        value={values.paymentPassword}
        error={props.errors.paymentPassword}
        onChange={(value) => props.onChange('paymentPassword', value)}
        inputRef={props.refFor?.('paymentPassword')}
      />
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <Actions>
        <SubmitButton disabled={props.pending || !props.paymentPasswordSet}>{t(props.pending ? WITHDRAW_MESSAGES.saving : WITHDRAW_MESSAGES.save)}</SubmitButton>
        <Button variant="secondary" type="button" onClick={props.onCancel}>
          {t(WITHDRAW_MESSAGES.cancel)}
        </Button>
      </Actions>
    </FormStack>
  );
}
