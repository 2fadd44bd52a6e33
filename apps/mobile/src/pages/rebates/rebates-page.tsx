import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { WalletRebate } from '@gp/api-client';
import { rebatesModel } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { RecordsNav } from '../../records/records-nav';
import { useRecordText } from '../../records/use-record-text';
import { RebateLine } from './rebate-line';
import { REBATES_MESSAGES as text } from './rebates-messages';

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  strong {
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

/**
 * Rebates `/m/member/rebates`: the daily rebates with the total still to claim, each claimable
 * one with Claim (credited once, the balance refreshed). Guests go to login and trial accounts
 * are refused (route guard, permission 'walletRecords').
 */
export const RebatesPage = observer(function RebatesPage() {
  const model = useScreenModel(rebatesModel);
  const intl = useIntl();
  const format = useRecordText();
  const { list, claiming, claimError } = model;
  const { currency, claimableTotalMinor } = list.extra;
  const renderRebate = useCallback(
    (rebate: WalletRebate) => (
      <RebateLine
        rebate={rebate}
        currency={currency}
        format={format}
        claiming={claiming === rebate.id}
        claimError={claimError?.rebateId === rebate.id ? claimError.code : null}
        onClaim={(id) => void model.claim(id)}
      />
    ),
    [currency, format, claiming, claimError, model],
  );
  return (
    <Screen>
      <RecordsNav current="rebates" />
      <Total role="status">
        <span>{intl.formatMessage(text.claimable)}</span>
        <strong>{list.status === 'ready' ? format.money(claimableTotalMinor, currency) : ''}</strong>
      </Total>
      <RecordListView
        list={list}
        label={intl.formatMessage(text.list)}
        failedTitle={intl.formatMessage(text.failed)}
        keyOf={(rebate) => rebate.id}
        renderItem={renderRebate}
        format={format}
      />
    </Screen>
  );
});
