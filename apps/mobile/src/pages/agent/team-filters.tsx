import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AgentTeamFilter } from '@gp/stores';
import { SelectField, TextField } from '@gp/ui';
import { TEAM_TEXT as text } from './team-messages';
import { AgentPeriodField } from './agent-period-field';

/** Props of TeamFilters. */
export interface TeamFiltersProps {
  readonly filter: AgentTeamFilter;
  readonly onChange: (change: Partial<AgentTeamFilter>) => void;
  readonly now: number;
}

const SCOPES = ['direct', 'all'] as const;
const ACTIVITIES = ['all', 'active', 'new'] as const;

/** The team list's search (on Enter or when the field is left), levels (direct or all), activity (everyone, active or new) and period. */
export function TeamFilters({ filter, onChange, now }: TeamFiltersProps) {
  const intl = useIntl();
  const [search, setSearch] = useState(filter.search);
  const submitSearch = () => {
    if (search.trim() !== filter.search) onChange({ search: search.trim() });
  };
  const activityLabel = { all: text.everyone, active: text.active, new: text.new } as const;
  return (
    <>
      <div role="search" onBlur={submitSearch}>
        <TextField
          label={intl.formatMessage(text.search)}
          name="search"
          type="search"
          autoCapitalize="none"
          autoComplete="off"
          maxLength={32}
          placeholder={intl.formatMessage(text.searchHint)}
          value={search}
          onChange={setSearch}
          onEnter={submitSearch}
        />
      </div>
      <SelectField
        label={intl.formatMessage(text.scope)}
        name="scope"
        value={filter.scope}
        onChange={(next) => onChange({ scope: SCOPES.find((scope) => scope === next) ?? 'direct' })}
        options={SCOPES.map((scope) => ({ value: scope, label: intl.formatMessage(text[scope]) }))}
      />
      <SelectField
        label={intl.formatMessage(text.activity)}
        name="activity"
        value={filter.activity}
        onChange={(next) => onChange({ activity: ACTIVITIES.find((activity) => activity === next) ?? 'all' })}
        options={ACTIVITIES.map((activity) => ({ value: activity, label: intl.formatMessage(activityLabel[activity]) }))}
      />
      <AgentPeriodField value={filter.period} onChange={(period) => onChange({ period })} now={now} />
    </>
  );
}
