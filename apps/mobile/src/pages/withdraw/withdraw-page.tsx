import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { errorMessageIdOf } from '@gp/domain';
import { withdrawModel } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { PaymentPasswordPanel } from './payment-password-panel';
import { PayoutAccountForm } from './payout-account-form';
import { PayoutAccountList } from './payout-account-list';
import { WITHDRAW_MESSAGES } from './withdraw-messages';
import { WithdrawFormPanel } from './withdraw-form-panel';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalList } from './withdrawal-list';

/** What a list shows: its skeleton until the first answer, its failure, or its items. */
function listStatus(resource: { readonly status: string; readonly pending: boolean }): 'loading' | 'failed' | 'ready' {
  if (resource.status === 'failed') return 'failed';
  return resource.pending ? 'loading' : 'ready';
}

/**
 * Withdraw `/m/withdraw` (SPEC §3, §6, §7): the route guard sends a guest to login and refuses a
 * trial account; the member sees what can be withdrawn and what is locked, sets a payment password
 * when there is none yet (money never moves without one) or resets a forgotten one, keeps the payout
 * accounts (GCash, Maya, bank) withdrawals go to (added behind the payment password, removed after
 * a confirmation), withdraws to one of them, cancels a pending withdrawal after a confirmation and
 * sees the record of past ones.
 */
export const WithdrawPage = observer(function WithdrawPage() {
  const model = useScreenModel(withdrawModel);
  const t = useIntl().formatMessage;
  const text = useFormText();
  const form = model.addForm;
  const refFor = useFieldFocus(form.feedback.focus);
  const options = model.options.value;
  const accounts = model.accounts;
  const reason = (code: string | null) => text(errorMessageIdOf(code));
  const symbol = options?.currencySymbol ?? '';
  return (
    <>
      {model.options.status === 'failed' ? (
        <LoadFailed title={t(WITHDRAW_MESSAGES.optionsFailed)} reason={reason(model.options.errorCode)} onRetry={() => void model.options.retry()} />
      ) : (
        <WithdrawSummary
          availableMinor={options?.availableMinor ?? null}
          lockedMinor={options?.lockedMinor ?? null}
          currencySymbol={symbol}
          day={options ? { rules: options.rules, today: options.today, turnover: options.turnover } : null}
        />
      )}
      {model.showsPaymentPasswordForm ? (
        <PaymentPasswordPanel
          form={model.paymentPasswordForm}
          mode={model.hasPaymentPassword ? 'reset' : 'set'}
          onCancel={model.closePaymentPasswordReset}
        />
      ) : null}
      <WithdrawFormPanel model={model} onForgotPaymentPassword={model.openPaymentPasswordReset} />
      <WithdrawalList
        title={WITHDRAW_MESSAGES.pending}
        empty={WITHDRAW_MESSAGES.pendingNone}
        status={listStatus(model.withdrawals.pending)}
        items={model.withdrawals.pending.value?.items ?? []}
        currencySymbol={symbol}
        bankNames={model.bankNames}
        failureReason={reason(model.withdrawals.pending.errorCode)}
        onCancel={(withdrawal) => void model.withdrawals.cancel(withdrawal)}
        cancelling={model.withdrawals.cancelling}
        onRetry={() => void model.withdrawals.pending.retry()}
      />
      <PayoutAccountList
        status={listStatus(accounts)}
        accounts={model.savedAccounts}
        maxPerMethod={accounts.value?.maxPerMethod ?? 0}
        bankNames={model.bankNames}
        failureReason={reason(accounts.errorCode)}
        removing={model.removing}
        canAdd={model.canAdd && !model.adding}
        onAdd={model.openAdd}
        onRemove={(account) => void model.remove(account)}
        onRetry={() => void accounts.retry()}
      />
      {model.adding ? (
        <PayoutAccountForm
          values={{
            payoutMethod: form.payoutMethod,
            bankCode: form.bankCode,
            accountNumber: form.accountNumber,
            accountName: form.accountName,
            paymentPassword: form.paymentPassword,
          }}
          banks={options?.banks ?? []}
          fullMethods={(['gcash', 'maya', 'bank'] as const).filter((method) => model.roomFor(method) === 0)}
          paymentPasswordSet={options?.paymentPasswordSet ?? true}
          errors={translateErrors(form.feedback.errors, text)}
          pending={form.pending !== null}
          alert={form.feedback.alert}
          text={text}
          onMethodChange={form.setMethod}
          onChange={form.setField}
          onSubmit={() => void form.submit()}
          onRetry={() => void form.retry()}
          onCancel={model.closeAdd}
          refFor={refFor}
        />
      ) : null}
      <WithdrawalList
        title={WITHDRAW_MESSAGES.record}
        empty={WITHDRAW_MESSAGES.recordNone}
        status={listStatus(model.withdrawals.settled)}
        items={model.withdrawals.settled.value?.items ?? []}
        currencySymbol={symbol}
        bankNames={model.bankNames}
        failureReason={reason(model.withdrawals.settled.errorCode)}
        onRetry={() => void model.withdrawals.settled.retry()}
      />
    </>
  );
});
