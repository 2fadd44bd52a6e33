import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { errorMessageIdOf } from '@gp/domain';
import { withdrawModel } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { useFormText } from '../../forms/use-form-text';
import { useCategoryLabel } from '../../games/category-label';
import { PaymentPasswordPanel } from '../../payout/payment-password-panel';
import { listStatus, PayoutAccountsPanel } from '../../payout/payout-accounts-panel';
import { WITHDRAW_MESSAGES } from '../../payout/withdraw-messages';
import { WithdrawFormPanel } from './withdraw-form-panel';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalList } from './withdrawal-list';

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
  const categoryLabel = useCategoryLabel();
  const options = model.options.value;
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
          categoryLabel={categoryLabel}
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
      <PayoutAccountsPanel model={model} />
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
