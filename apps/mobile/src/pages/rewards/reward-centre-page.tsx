import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Reward } from '@gp/api-client';
import { rewardCentreModel } from '@gp/stores';
import { useRootStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { RewardLine } from './reward-line';
import { RewardTabs } from './reward-tabs';
import { RewardTotalsCard } from './reward-totals';
import { REWARDS_EMPTY, REWARDS_TEXT as text } from './rewards-messages';

/**
 * The reward centre `/m/rewardCenter` (SPEC §4 reward tap, REWCEN3): today's and total bonus,
 * the rewards to claim (those ending within a day marked) with Claim, and the history. With
 * REWCEN3 off the route guard shows 'contact_service' instead; guests go to login.
 */
export const RewardCentrePage = observer(function RewardCentrePage() {
  const root = useRootStore();
  const model = useScreenModel(rewardCentreModel);
  const intl = useIntl();
  const format = useRecordText();
  const { list, claiming, claimError, tab } = model;
  const { currency } = list.extra;
  const money = useCallback((amountMinor: number) => format.money(amountMinor, currency), [format, currency]);
  // When the screen opened: rewards ending within a day of it are marked.
  const [now] = useState(() => root.clock.now());
  const renderReward = useCallback(
    (reward: Reward) => (
      <RewardLine
        reward={reward}
        money={money}
        dateTime={format.dateTime}
        now={now}
        claiming={claiming === reward.id}
        busy={claiming !== null}
        claimError={claimError?.rewardId === reward.id ? format.reason(claimError.code) : null}
        onClaim={(id) => void model.claim(id)}
      />
    ),
    [money, format, now, claiming, claimError, model],
  );
  return (
    <Screen>
      <RewardTotalsCard totals={list.extra} money={money} ready={list.status === 'ready' || list.items.length > 0} />
      <RewardTabs current={tab} onShow={model.show} />
      <RecordListView
        key={tab}
        list={list}
        label={intl.formatMessage(text.list)}
        failedTitle={intl.formatMessage(text.failed)}
        emptyText={intl.formatMessage(REWARDS_EMPTY[tab])}
        keyOf={(reward) => reward.id}
        renderItem={renderReward}
        format={format}
      />
    </Screen>
  );
});
