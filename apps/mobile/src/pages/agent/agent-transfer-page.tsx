import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AgentTransfer } from '@gp/api-client';
import { agentTransferModel } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { TRANSFER_TEXT as text } from './transfer-messages';
import { TransferForm } from './transfer-form';
import { TransferLine } from './transfer-line';

/**
 * The transfer `/m/member/agent/transfer` (issue 19): money from the agent's balance to a member
 * of the direct team (`?to=` fills the member from the team list), with the payment password,
 * confirmed in a dialog and sent once (one Idempotency-Key per attempt); the receipt, then the
 * transfer record. The platform refuses a member outside the team, more than the balance or a
 * wrong payment password, and says which. Agents only (route guard 'agentFunctions').
 */
export const AgentTransferPage = observer(function AgentTransferPage() {
  const model = useScreenModel(agentTransferModel);
  const intl = useIntl();
  const format = useRecordText();
  const [params] = useSearchParams();
  const to = params.get('to');
  useEffect(() => {
    if (to !== null) model.setField('member', to);
  }, [model, to]);
  const limits = model.limitValues;
  const formText = useFormText(limits);
  const refFor = useFieldFocus(model.feedback.focus);
  const renderLine = useCallback((transfer: AgentTransfer) => <TransferLine transfer={transfer} format={format} />, [format]);
  return (
    <Screen>
      <TransferForm
        member={model.member}
        amount={model.amount}
        paymentPassword={model.paymentPassword}
        limits={limits}
        errors={translateErrors(model.feedback.errors, formText)}
        pending={model.pending !== null}
        alert={model.feedback.alert}
        text={formText}
        onChange={model.setField}
        onSubmit={() => void model.submit()}
        onRetry={() => void model.retry()}
        refFor={refFor}
      />
      {model.lastTransfer ? <TransferLine transfer={model.lastTransfer} format={format} receipt /> : null}
      <h2>{intl.formatMessage(text.record)}</h2>
      <RecordListView
        list={model.transfers}
        label={intl.formatMessage(text.record)}
        failedTitle={intl.formatMessage(text.recordFailed)}
        emptyText={intl.formatMessage(text.recordEmpty)}
        keyOf={(transfer) => transfer.transferId}
        renderItem={renderLine}
        lineHeight={100}
        format={format}
      />
    </Screen>
  );
});
