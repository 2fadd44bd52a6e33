import { observer } from 'mobx-react-lite';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { PlayOrder } from '@gp/api-client';
import { gameRecordModel } from '@gp/stores';
import { useSessionStore, useWalletStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { useCategoryLabel } from '../../games/category-label';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { RecordsNav } from '../../records/records-nav';
import { useRecordText } from '../../records/use-record-text';
import { GameRecordFilters } from './game-record-filters';
import { GAME_RECORD_MESSAGES as text } from './game-record-messages';
import { GameRecordTotals } from './game-record-totals';
import { OrderDetailPanel } from './order-detail-panel';
import { OrderLine } from './order-line';

/**
 * Game records `/m/gameRecord` (SPEC §2, §7 'Order records'): the orders by category, bet or
 * settle time and period, their totals, more orders as the player scrolls, and an order's detail
 * with the lottery draw, its numbers and the cancel of pending ones. Guests go to login (route guard).
 */
export const GameRecordPage = observer(function GameRecordPage() {
  const model = useScreenModel(gameRecordModel);
  const wallet = useWalletStore();
  const session = useSessionStore();
  const intl = useIntl();
  const format = useRecordText();
  const categoryLabel = useCategoryLabel();
  const listScroll = useRef(0);
  const { list } = model;
  const currency = list.items[0]?.currency ?? wallet.balance?.currency ?? '';
  const open = useCallback(
    (orderId: number) => {
      listScroll.current = window.scrollY;
      model.open(orderId);
    },
    [model],
  );
  const close = useCallback(() => {
    const orderId = model.openOrderId;
    model.close();
    requestAnimationFrame(() => {
      window.scrollTo(0, listScroll.current);
      document.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`)?.focus();
    });
  }, [model]);
  const renderOrder = useCallback((order: PlayOrder) => <OrderLine order={order} format={format} onOpen={open} />, [format, open]);

  if (model.openOrderId !== null) {
    return (
      <Screen>
        <OrderDetailPanel
          detail={model.detail.value}
          status={model.detail.status}
          errorCode={model.detail.errorCode}
          format={format}
          cancelling={model.cancelling}
          cancelError={model.cancelError}
          onCancel={() => void model.cancelPending()}
          onRetry={() => void model.detail.retry()}
          onClose={close}
        />
      </Screen>
    );
  }
  return (
    <Screen>
      <RecordsNav current="gameRecord" gameRecordOnly={session.role === 'trial'} />
      <GameRecordFilters filter={model.filter} categoryLabel={categoryLabel} onChange={model.setFilter} />
      <GameRecordTotals totals={model.totals} currency={currency} format={format} stale={list.status === 'loading'} />
      <RecordListView list={list} label={intl.formatMessage(text.list)} failedTitle={intl.formatMessage(text.failed)} keyOf={(order) => order.orderId} renderItem={renderOrder} format={format} />
    </Screen>
  );
});
