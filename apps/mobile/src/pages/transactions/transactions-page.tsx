import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { WalletTransaction } from '@gp/api-client';
import { transactionsModel } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { RecordsNav } from '../../records/records-nav';
import { useRecordText } from '../../records/use-record-text';
import { TransactionLine } from './transaction-line';
import { TransactionsFilters } from './transactions-filters';
import { TRANSACTIONS_MESSAGES as text } from './transactions-messages';

/**
 * Transactions `/m/member/transactions`: every ledger line of a type over a period, with its
 * signed amount and the balance after it, more lines as the player scrolls. Guests go to login
 * and trial accounts are refused (route guard, permission 'walletRecords').
 */
export const TransactionsPage = observer(function TransactionsPage() {
  const model = useScreenModel(transactionsModel);
  const intl = useIntl();
  const format = useRecordText();
  const { list, currency } = model;
  const renderLine = useCallback((line: WalletTransaction) => <TransactionLine line={line} currency={currency} format={format} />, [currency, format]);
  return (
    <Screen>
      <RecordsNav current="transactions" />
      <TransactionsFilters filter={model.filter} onChange={model.setFilter} />
      <RecordListView
        list={list}
        label={intl.formatMessage(text.list)}
        failedTitle={intl.formatMessage(text.failed)}
        keyOf={(line) => line.id}
        renderItem={renderLine}
        lineHeight={68}
        format={format}
      />
    </Screen>
  );
});
