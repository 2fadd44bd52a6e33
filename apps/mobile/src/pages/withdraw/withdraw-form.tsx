import { useIntl } from 'react-intl';
import type { FormAlertState, WithdrawFormField } from '@gp/stores';
import { FormAlert, SelectField, TextField } from '@gp/ui';
import { PaymentPasswordInput } from '../../payout/payment-password-input';
import { FormNotice, FormStack, SubmitButton, TextButton } from '../../forms/form-layout';
import { AMOUNT_HINT, WITHDRAW_MESSAGES } from '../../payout/withdraw-messages';
import { WithdrawFeePreview, type WithdrawFeePreviewText } from './withdraw-fee-preview';

/** Everything the withdraw form shows; the page reads it from its model, stories give it directly. */
export interface WithdrawFormProps {
  /** The saved accounts to pay out to, labelled ('GCash •••••••4567'). */
  readonly accounts: readonly { readonly id: number; readonly label: string }[];
  readonly accountId: number | null;
  readonly amount: string;
  readonly paymentPassword: string;
  readonly paymentPasswordSet: boolean;
  /** The chosen method's limits as money ('₱100.00'), or null before they are known. */
  readonly limits: { readonly min: string; readonly max: string } | null;
  /** The fee of the amount typed (null: free) and what is paid out, as money; null while it is not an amount. */
  readonly feePreview?: WithdrawFeePreviewText | null;
  readonly errors: Partial<Record<WithdrawFormField, string | null>>;
  readonly pending: boolean;
  readonly alert: FormAlertState | null;
  readonly text: (id: string) => string | null;
  readonly onAccountChange: (id: number) => void;
  readonly onChange: (field: 'amount' | 'paymentPassword', value: string) => void;
  readonly onSubmit: () => void;
  readonly onRetry: () => void;
  /** Opens the reset of a forgotten payment password; absent while it is open. */
  readonly onForgotPaymentPassword?: () => void;
  readonly refFor?: (field: WithdrawFormField) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
}

/**
 * The withdraw form: the saved account to pay out to, the amount with the method's limits and
 * its fee and payout as it is typed, the payment password (show/hide; what to do when there is none),
 * Withdraw now, and the way to reset a forgotten payment password.
 */
export function WithdrawForm(props: WithdrawFormProps) {
  const t = useIntl().formatMessage;
  const none = props.accounts.length === 0;
  return (
    <FormStack label={t(WITHDRAW_MESSAGES.formWithdraw)} onSubmit={props.onSubmit}>
      {none ? (
        <FormAlert tone="info">{t(WITHDRAW_MESSAGES.payToNone)}</FormAlert>
      ) : (
        <SelectField
          label={t(WITHDRAW_MESSAGES.payTo)}
          name="payoutAccountId"
          value={String(props.accountId ?? '')}
          options={props.accounts.map((account) => ({ value: String(account.id), label: account.label }))}
          error={props.errors.payoutAccountId}
          onChange={(value) => props.onAccountChange(Number(value))}
          selectRef={props.refFor?.('payoutAccountId')}
        />
      )}
      <TextField
        label={t(WITHDRAW_MESSAGES.amount)}
        name="amount"
        value={props.amount}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        hint={props.limits === null ? undefined : t(AMOUNT_HINT, props.limits)}
        error={props.errors.amount}
        onChange={(value) => props.onChange('amount', value)}
        inputRef={props.refFor?.('amount')}
      />
      <WithdrawFeePreview preview={props.feePreview ?? null} />
      <PaymentPasswordInput
        set={props.paymentPasswordSet}
        name="withdrawPaymentPassword"
        value={props.paymentPassword}
        error={props.errors.paymentPassword}
        onChange={(value) => props.onChange('paymentPassword', value)}
        inputRef={props.refFor?.('paymentPassword')}
      />
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />
      <SubmitButton disabled={props.pending || none}>{t(props.pending ? WITHDRAW_MESSAGES.submitting : WITHDRAW_MESSAGES.submit)}</SubmitButton>
      {props.paymentPasswordSet && props.onForgotPaymentPassword ? (
        <TextButton onClick={props.onForgotPaymentPassword}>{t(WITHDRAW_MESSAGES.forgotPaymentPassword)}</TextButton>
      ) : null}
    </FormStack>
  );
}
