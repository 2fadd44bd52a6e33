import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TRANSACTION_TYPES, type TransactionsFilter } from '@gp/stores';
import { SelectField } from '@gp/ui';
import { PeriodField } from '../../records/period-field';
import { TRANSACTIONS_MESSAGES as text, TYPE_LABELS } from './transactions-messages';

/** Props of TransactionsFilters. */
export interface TransactionsFiltersProps {
  readonly filter: TransactionsFilter;
  readonly onChange: (change: Partial<TransactionsFilter>) => void;
}

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

/** The transactions' filters: the type of line and the period (at most 30 days). */
export function TransactionsFilters({ filter, onChange }: TransactionsFiltersProps) {
  const intl = useIntl();
  return (
    <Group role="group" aria-label={intl.formatMessage(text.filters)}>
      <SelectField
        label={intl.formatMessage(text.type)}
        name="type"
        value={filter.type}
        onChange={(value) => onChange({ type: TRANSACTION_TYPES.find((type) => type === value) ?? 'all' })}
        options={TRANSACTION_TYPES.map((type) => ({ value: type, label: intl.formatMessage(TYPE_LABELS[type]) }))}
      />
      <PeriodField value={filter.period} onChange={(period) => onChange({ period })} />
    </Group>
  );
}
