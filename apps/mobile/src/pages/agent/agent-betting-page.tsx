import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AgentMemberBetting } from '@gp/api-client';
import { PLAY_GAME_CATEGORIES, pathOf } from '@gp/domain';
import { agentBettingModel, type AgentBettingCategory } from '@gp/stores';
import { SelectField } from '@gp/ui';
import { useNow } from '../../app/use-now';
import { useScreenModel } from '../../app/use-screen-model';
import { useCategoryLabel } from '../../games/category-label';
import { RecordListView, RecordsScreen as Screen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { BETTING_TEXT as text } from './betting-messages';
import { AgentPeriodField } from './agent-period-field';
import { BettingMemberLine } from './betting-member-line';
import { BettingSummary } from './betting-summary';
import { TeamPath } from './team-path';

/** The game categories a team can bet on (domain `PLAY_GAME_CATEGORIES`), in the filter's order. */
const CATEGORIES: readonly AgentBettingCategory[] = PLAY_GAME_CATEGORIES;

/** The in-app address of a team's betting: the agent's own (null) or a sub-agent's. */
function bettingHrefOf(under: string | null): string {
  return `${pathOf('agentBetting')}${under === null ? '' : `?under=${encodeURIComponent(under)}`}`;
}

/**
 * Team betting `/m/member/agent/teamBetting` (issue 19): the team's valid turnover, payouts and
 * net result over a period (today to last month, or chosen dates), in total and by game category,
 * then per direct member; a sub-agent's line holds its team and opens it (`?under=`). Every figure
 * comes from the platform. Agents only (route guard 'agentFunctions').
 */
export const AgentBettingPage = observer(function AgentBettingPage() {
  const model = useScreenModel(agentBettingModel);
  const intl = useIntl();
  const format = useRecordText();
  const categoryLabel = useCategoryLabel();
  const now = useNow(60_000);
  const [params] = useSearchParams();
  const under = params.get('under');
  useEffect(() => model.setUnder(under), [model, under]);
  const { extra } = model.list;
  const renderLine = useCallback(
    (line: AgentMemberBetting) => <BettingMemberLine line={line} currency={extra.currency} format={format} teamHref={bettingHrefOf} />,
    [extra.currency, format],
  );
  return (
    <Screen>
      <TeamPath path={extra.path} hrefOf={bettingHrefOf} />
      <AgentPeriodField value={model.period} onChange={model.setPeriod} now={now} />
      <SelectField
        label={intl.formatMessage(text.category)}
        name="category"
        value={model.category ?? ''}
        onChange={(next) => model.setCategory(CATEGORIES.find((category) => category === next) ?? null)}
        options={[{ value: '', label: intl.formatMessage(text.allCategories) }, ...CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))]}
      />
      {extra.total && extra.from !== null && extra.to !== null ? (
        <BettingSummary
          total={extra.total}
          categories={extra.categories}
          currency={extra.currency}
          from={extra.from}
          to={extra.to}
          format={format}
          categoryLabel={categoryLabel}
          stale={model.list.status === 'loading'}
        />
      ) : null}
      <RecordListView
        list={model.list}
        label={intl.formatMessage(text.list)}
        failedTitle={intl.formatMessage(text.failed)}
        emptyText={intl.formatMessage(text.empty)}
        keyOf={(line) => line.username}
        renderItem={renderLine}
        lineHeight={120}
        format={format}
      />
    </Screen>
  );
});
