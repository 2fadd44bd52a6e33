import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { errorMessageIdOf } from '@gp/domain';
import { withdrawModel } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useWalletStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { PayoutAccountForm } from './payout-account-form';
import { PayoutAccountList } from './payout-account-list';
import { WITHDRAW_MESSAGES } from './withdraw-messages';
import { WithdrawSummary } from './withdraw-summary';

/**
 * Withdraw `/m/withdraw` (SPEC §3, §6, §7): the route guard sends a guest to login and refuses a
 * trial account; the member sees what can be withdrawn and what is locked, and keeps the payout
 * accounts (GCash, Maya, bank) withdrawals go to: added behind the payment password, removed after
 * a confirmation.
 */
export const WithdrawPage = observer(function WithdrawPage() {
  const model = useScreenModel(withdrawModel);
  const wallet = useWalletStore();
  const t = useIntl().formatMessage;
  const text = useFormText();
  const form = model.addForm;
  const refFor = useFieldFocus(form.feedback.focus);
  const options = model.options.value;
  const accounts = model.accounts;
  const reason = (code: string | null) => text(errorMessageIdOf(code));
  return (
    <>
      {model.options.status === 'failed' ? (
        <LoadFailed title={t(WITHDRAW_MESSAGES.optionsFailed)} reason={reason(model.options.errorCode)} onRetry={() => void model.options.retry()} />
      ) : (
        <WithdrawSummary
          availableMinor={options?.availableMinor ?? null}
          lockedMinor={options?.lockedMinor ?? null}
          currencySymbol={wallet.balance?.currencySymbol ?? options?.currency ?? ''}
        />
      )}
      <PayoutAccountList
        status={accounts.status === 'failed' ? 'failed' : accounts.pending ? 'loading' : 'ready'}
        accounts={model.savedAccounts}
        maxPerMethod={accounts.value?.maxPerMethod ?? 0}
        bankNames={Object.fromEntries((options?.banks ?? []).map((bank) => [bank.code, bank.name]))}
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
    </>
  );
});
