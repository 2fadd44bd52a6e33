import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { AgentContractRequest } from '@gp/api-client';
import type { ContractKind } from '@gp/domain';
import { agentContractsModelOf, type ContractTab } from '@gp/stores';
import { SegmentedTabs } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { useFormText } from '../../forms/use-form-text';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { CONTRACT_TEXT as text } from './contract-messages';
import { ContractInForce } from './contract-in-force';
import { ContractRequestLine } from './contract-request-line';
import { RejectDialog } from './reject-dialog';

const MODELS = {
  daily_salary: agentContractsModelOf('daily_salary'),
  dividend: agentContractsModelOf('dividend'),
  hourly_salary: agentContractsModelOf('hourly_salary'),
} as const;

/**
 * One contract screen (SPEC §2: getSalaryContract, getDevidendContract, getHourContract): the terms
 * in force, the requests from the upline with Accept and Reject (with an optional reason) while
 * they wait, their history, and the contracts the agent offered its own team. The home prompts of
 * SPEC §4 lead here. Agents only (route guard 'agentFunctions').
 */
const ContractScreen = observer(function ContractScreen({ kind }: { readonly kind: ContractKind }) {
  const model = useScreenModel(MODELS[kind]);
  const intl = useIntl();
  const format = useRecordText();
  const problemText = useFormText();
  const side = model.tab;
  const list = side === 'received' ? model.received : model.offered;
  const { answerError, answering } = model;
  const renderLine = useCallback(
    (request: AgentContractRequest) => (
      <ContractRequestLine
        request={request}
        side={side}
        format={format}
        answering={answering}
        error={answerError?.requestId === request.id ? format.reason(answerError.code) : null}
        onAccept={(id) => void model.accept(id)}
        onReject={model.startRejection}
      />
    ),
    [side, format, answering, answerError, model],
  );
  return (
    <Screen>
      <ContractInForce model={model} format={format} />
      <SegmentedTabs
        label={intl.formatMessage(text.tabs)}
        tabs={[
          { id: 'received', label: intl.formatMessage(text.received) },
          { id: 'offered', label: intl.formatMessage(text.offered) },
        ]}
        selected={side}
        onSelect={(id) => model.show(id as ContractTab)}
      />
      <RecordListView
        list={list}
        label={intl.formatMessage(text.list)}
        failedTitle={intl.formatMessage(text.failed)}
        emptyText={intl.formatMessage(side === 'received' ? text.emptyReceived : text.emptyOffered)}
        keyOf={(request) => request.id}
        renderItem={renderLine}
        lineHeight={170}
        format={format}
      />
      <RejectDialog
        rejection={model.rejection}
        problemText={problemText}
        onReason={model.setReason}
        onConfirm={() => void model.confirmRejection()}
        onCancel={model.cancelRejection}
      />
    </Screen>
  );
});

/** The daily salary contract `/m/member/agent/getSalaryContract`. */
export function SalaryContractPage() {
  return <ContractScreen kind="daily_salary" />;
}

/** The dividend contract `/m/member/agent/getDevidendContract`. */
export function DividendContractPage() {
  return <ContractScreen kind="dividend" />;
}

/** The hourly salary contract `/m/member/agent/getHourContract`. */
export function HourlyContractPage() {
  return <ContractScreen kind="hourly_salary" />;
}
