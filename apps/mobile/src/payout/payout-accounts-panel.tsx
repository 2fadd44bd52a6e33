import { observer } from 'mobx-react-lite';
import { errorMessageIdOf } from '@gp/domain';
import type { WithdrawModel } from '@gp/stores';
import { useFieldFocus } from '../forms/use-field-focus';
import { translateErrors, useFormText } from '../forms/use-form-text';
import { PayoutAccountForm } from './payout-account-form';
import { PayoutAccountList } from './payout-account-list';

/** What a list shows: its skeleton until the first answer, its failure, or its items. */
export function listStatus(resource: { readonly status: string; readonly pending: boolean }): 'loading' | 'failed' | 'ready' {
  if (resource.status === 'failed') return 'failed';
  return resource.pending ? 'loading' : 'ready';
}

/** Props of PayoutAccountsPanel. */
export interface PayoutAccountsPanelProps {
  readonly model: WithdrawModel;
}

/**
 * The member's saved payout accounts over the withdraw model (the withdraw screen and the
 * withdrawal accounts screen): the list with remove, and the add form behind the payment password.
 */
export const PayoutAccountsPanel = observer(function PayoutAccountsPanel({ model }: PayoutAccountsPanelProps) {
  const text = useFormText();
  const form = model.addForm;
  const refFor = useFieldFocus(form.feedback.focus);
  const accounts = model.accounts;
  const options = model.options.value;
  return (
    <>
      <PayoutAccountList
        status={listStatus(accounts)}
        accounts={model.savedAccounts}
        maxPerMethod={accounts.value?.maxPerMethod ?? 0}
        bankNames={model.bankNames}
        failureReason={text(errorMessageIdOf(accounts.errorCode))}
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
