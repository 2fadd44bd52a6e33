import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AGENT_PICKER_PERIODS, agentPeriodRange, manilaDateOf } from '@gp/domain';
import { periodChoiceProblem, type AgentPeriodChoice } from '@gp/stores';
import { Button, FormAlert, SelectField, TextField } from '@gp/ui';
import { PERIOD_TEXT as text } from './agent-messages';

/** Props of AgentPeriodField. */
export interface AgentPeriodFieldProps {
  readonly value: AgentPeriodChoice;
  readonly onChange: (choice: AgentPeriodChoice) => void;
  /** Now, for the first dates a custom range offers (this month so far). */
  readonly now: number;
}

const Range = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  > :last-child {
    grid-column: 1 / -1;
  }
`;

/**
 * The agent reports' period: today, yesterday, this or last week, this or last month, or two
 * dates (at most 62 days, checked before asking; the platform checks again). A custom range
 * applies on Show, so that typing a date does not load a report per keystroke.
 */
export function AgentPeriodField({ value, onChange, now }: AgentPeriodFieldProps) {
  const intl = useIntl();
  const month = agentPeriodRange('this_month', now);
  const [draft, setDraft] = useState({
    from: value.period === 'custom' ? value.from : manilaDateOf(month.from),
    to: value.period === 'custom' ? value.to : manilaDateOf(now),
  });
  const [custom, setCustom] = useState(value.period === 'custom');
  const [problem, setProblem] = useState<'invalid' | 'too-long' | null>(null);
  const choose = (next: string) => {
    const named = AGENT_PICKER_PERIODS.find((period) => period === next);
    setCustom(named === undefined);
    setProblem(null);
    if (named) onChange({ period: named });
  };
  const apply = () => {
    const choice: AgentPeriodChoice = { period: 'custom', ...draft };
    const refused = periodChoiceProblem(choice);
    setProblem(refused);
    if (refused === null) onChange(choice);
  };
  const options = [...AGENT_PICKER_PERIODS, 'custom' as const].map((period) => ({ value: period, label: intl.formatMessage(text[period]) }));
  return (
    <div>
      <SelectField label={intl.formatMessage(text.label)} name="period" value={custom ? 'custom' : value.period} onChange={choose} options={options} />
      {custom ? (
        <Range>
          <TextField label={intl.formatMessage(text.from)} name="from" type="date" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
          <TextField label={intl.formatMessage(text.to)} name="to" type="date" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
          <Button variant="secondary" onClick={apply}>
            {intl.formatMessage(text.apply)}
          </Button>
        </Range>
      ) : null}
      {problem ? <FormAlert tone="error">{intl.formatMessage(problem === 'invalid' ? text.invalid : text.tooLong)}</FormAlert> : null}
    </div>
  );
}
