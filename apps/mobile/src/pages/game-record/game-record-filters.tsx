import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { GAME_RECORD_CATEGORIES, type GameRecordCategory, type GameRecordFilter } from '@gp/stores';
import { SelectField } from '@gp/ui';
import { PeriodField } from '../../records/period-field';
import { GAME_RECORD_MESSAGES as text } from './game-record-messages';

/** Props of GameRecordFilters. */
export interface GameRecordFiltersProps {
  readonly filter: GameRecordFilter;
  /** Names a category in the player's language. */
  readonly categoryLabel: (category: string) => string;
  readonly onChange: (change: Partial<GameRecordFilter>) => void;
}

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const isCategory = (value: string): value is GameRecordCategory => (GAME_RECORD_CATEGORIES as readonly string[]).includes(value);

/** The game record's filters: the game category, bet or settle time, and the period. */
export function GameRecordFilters({ filter, categoryLabel, onChange }: GameRecordFiltersProps) {
  const intl = useIntl();
  return (
    <Group role="group" aria-label={intl.formatMessage(text.filters)}>
      <SelectField
        label={intl.formatMessage(text.category)}
        name="category"
        value={filter.category}
        onChange={(value) => onChange({ category: isCategory(value) ? value : '' })}
        options={GAME_RECORD_CATEGORIES.map((category) => ({
          value: category,
          label: category === '' ? intl.formatMessage(text.allCategories) : categoryLabel(category),
        }))}
      />
      <SelectField
        label={intl.formatMessage(text.timeBy)}
        name="timeBy"
        value={filter.timeBy}
        onChange={(value) => onChange({ timeBy: value === 'settle' ? 'settle' : 'bet' })}
        options={[
          { value: 'bet', label: intl.formatMessage(text.betTime) },
          { value: 'settle', label: intl.formatMessage(text.settleTime) },
        ]}
      />
      <PeriodField value={filter.period} onChange={(period) => onChange({ period })} />
    </Group>
  );
}
