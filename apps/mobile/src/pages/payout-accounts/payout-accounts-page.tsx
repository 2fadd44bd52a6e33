import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorMessageIdOf } from '@gp/domain';
import { payoutAccountsModel } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { TextButton } from '../../forms/form-layout';
import { useFormText } from '../../forms/use-form-text';
import { PaymentPasswordPanel } from '../../payout/payment-password-panel';
import { PayoutAccountsPanel } from '../../payout/payout-accounts-panel';
import { WITHDRAW_MESSAGES } from '../../payout/withdraw-messages';

/** Under the accounts, centred in the page's margins. */
const ResetRow = styled.p`
  margin: ${({ theme }) => theme.space.md};
  text-align: center;
`;

/**
 * Payout accounts `/m/member/payoutAccounts` (the member centre's quick action): the payment
 * password (set it when there is none, reset a forgotten one) and the saved GCash, Maya and bank
 * accounts withdrawals go to, with add and remove. Guarded like withdraw: guests go to login,
 * trial accounts are refused.
 */
export const PayoutAccountsPage = observer(function PayoutAccountsPage() {
  const model = useScreenModel(payoutAccountsModel);
  const t = useIntl().formatMessage;
  const text = useFormText();
  const options = model.options;
  return (
    <>
      {options.status === 'failed' ? (
        <LoadFailed title={t(WITHDRAW_MESSAGES.optionsFailed)} reason={text(errorMessageIdOf(options.errorCode))} onRetry={() => void options.retry()} />
      ) : null}
      {model.showsPaymentPasswordForm ? (
        <PaymentPasswordPanel form={model.paymentPasswordForm} mode={model.hasPaymentPassword ? 'reset' : 'set'} onCancel={model.closePaymentPasswordReset} />
      ) : null}
      <PayoutAccountsPanel model={model} />
      {model.hasPaymentPassword && !model.resettingPaymentPassword ? (
        <ResetRow>
          <TextButton onClick={model.openPaymentPasswordReset}>{t(WITHDRAW_MESSAGES.forgotPaymentPassword)}</TextButton>
        </ResetRow>
      ) : null}
    </>
  );
});
