import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { reportModel } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { PeriodField } from '../../records/period-field';
import { RecordsScreen as Screen } from '../../records/record-list-view';
import { RecordsNav } from '../../records/records-nav';
import { useRecordText } from '../../records/use-record-text';
import { REPORT_MESSAGES as text } from './report-messages';
import { ReportView } from './report-view';

/** Keeps the report's space while it loads (no layout shift when it comes). */
const Placeholder = styled.div`
  height: 26rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/**
 * Reports `/m/member/reports`: the member's profit and loss over today, yesterday, the last 7
 * or 30 days, with a chart of each day's net result. Guests go to login and trial accounts are
 * refused (route guard, permission 'walletRecords').
 */
export const ReportPage = observer(function ReportPage() {
  const model = useScreenModel(reportModel);
  const intl = useIntl();
  const format = useRecordText();
  const { summary } = model;
  const failed = summary.status === 'failed';
  return (
    <Screen>
      <RecordsNav current="reports" />
      <PeriodField value={model.period} onChange={model.setPeriod} />
      {failed ? (
        <LoadFailed
          size={summary.value ? 'section' : 'screen'}
          title={intl.formatMessage(text.failed)}
          reason={format.reason(summary.errorCode)}
          onRetry={() => void summary.retry()}
        />
      ) : null}
      {summary.value ? (
        <ReportView summary={summary.value} format={format} stale={summary.loading} />
      ) : failed ? null : (
        <Placeholder role="status" aria-busy="true" aria-label={intl.formatMessage(text.summary)} />
      )}
    </Screen>
  );
});
