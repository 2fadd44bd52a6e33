import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { formatMoney } from '@gp/domain';
import type { WithdrawModel } from '@gp/stores';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { WithdrawForm } from './withdraw-form';
import { payoutAccountLabel } from '../../payout/payout-account-label';

/** Props of WithdrawFormPanel. */
export interface WithdrawFormPanelProps {
  readonly model: WithdrawModel;
  /** The member forgot the payment password: the reset form opens. */
  readonly onForgotPaymentPassword: () => void;
}

/** The withdraw form over the screen's model: saved accounts labelled, limits and messages written as money. */
export const WithdrawFormPanel = observer(function WithdrawFormPanel({ model, onForgotPaymentPassword }: WithdrawFormPanelProps) {
  const intl = useIntl();
  const form = model.form;
  const symbol = model.options.value?.currencySymbol ?? '';
  const money = (minor: number) => formatMoney(minor, symbol, intl.locale);
  const limits = form.limits;
  const values =
    limits === null
      ? undefined
      : {
          min: money(limits.minMinor),
          max: money(limits.maxMinor),
          available: money(limits.availableMinor),
          amountLeft: money(limits.allowance?.amountLeftMinor ?? 0),
          turnoverLeft: money(limits.turnoverLeftMinor ?? 0),
        };
  const preview = form.feePreview;
  const text = useFormText(values);
  const refFor = useFieldFocus(form.feedback.focus);
  const bankNames = model.bankNames;
  return (
    <WithdrawForm
      accounts={model.savedAccounts.map((account) => ({ id: account.id, label: payoutAccountLabel(account, bankNames, intl) }))}
      accountId={form.account?.id ?? null}
      amount={form.amount}
      paymentPassword={form.paymentPassword}
      paymentPasswordSet={model.options.value?.paymentPasswordSet ?? true}
      limits={values ?? null}
      feePreview={preview === null ? null : { fee: preview.feeMinor === 0 ? null : money(preview.feeMinor), receive: money(preview.receiveMinor) }}
      errors={translateErrors(form.feedback.errors, text)}
      pending={form.pending !== null}
      alert={form.feedback.alert}
      text={text}
      onAccountChange={form.setAccount}
      onChange={form.setField}
      onSubmit={() => void form.submit()}
      onRetry={() => void form.retry()}
      onForgotPaymentPassword={model.resettingPaymentPassword ? undefined : onForgotPaymentPassword}
      refFor={refFor}
    />
  );
});
