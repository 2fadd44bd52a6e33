import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { AgentCommissionStatement } from '@gp/api-client';
import { CONTRACT_KINDS } from '@gp/domain';
import { agentCommissionModel } from '@gp/stores';
import { SelectField } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { FactsList } from '../../records/facts-list';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { KIND_TEXT } from './agent-messages';
import { COMMISSION_TEXT as text } from './commission-messages';
import { CommissionLine } from './commission-line';

/**
 * Commission `/m/member/agent/commission` (issue 19): one statement per ended period of an
 * accepted contract, newest first, of one kind or all, each with the terms applied, the team's
 * figures it was computed on and the arithmetic, so that the agent can check every amount; and the
 * total paid. The platform computes and pays them. Agents only (route guard 'agentFunctions').
 */
export const AgentCommissionPage = observer(function AgentCommissionPage() {
  const model = useScreenModel(agentCommissionModel);
  const intl = useIntl();
  const format = useRecordText();
  const { extra } = model.list;
  const renderLine = useCallback((statement: AgentCommissionStatement) => <CommissionLine statement={statement} format={format} />, [format]);
  return (
    <Screen>
      <SelectField
        label={intl.formatMessage(text.kind)}
        name="kind"
        value={model.kind ?? ''}
        onChange={(next) => model.setKind(CONTRACT_KINDS.find((kind) => kind === next) ?? null)}
        options={[{ value: '', label: intl.formatMessage(KIND_TEXT.all) }, ...CONTRACT_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(KIND_TEXT[kind]) }))]}
      />
      {extra.totalPaidMinor === null ? null : <FactsList facts={[[intl.formatMessage(text.totalPaid), format.money(extra.totalPaidMinor, extra.currency)]]} />}
      <RecordListView
        list={model.list}
        label={intl.formatMessage(text.list)}
        failedTitle={intl.formatMessage(text.failed)}
        emptyText={intl.formatMessage(text.empty)}
        keyOf={(statement) => statement.id}
        renderItem={renderLine}
        lineHeight={230}
        format={format}
      />
    </Screen>
  );
});
