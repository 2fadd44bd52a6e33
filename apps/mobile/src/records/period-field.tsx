import { useIntl } from 'react-intl';
import { RECORD_PERIODS, type RecordPeriod } from '@gp/domain';
import { SelectField } from '@gp/ui';
import { PERIOD_MESSAGES } from './records-messages';

/** Props of PeriodField. */
export interface PeriodFieldProps {
  readonly value: RecordPeriod;
  readonly onChange: (period: RecordPeriod) => void;
}

/** The records screens' period picker: today, yesterday, the last 7 or 30 days (domain `RECORD_PERIODS`). */
export function PeriodField({ value, onChange }: PeriodFieldProps) {
  const intl = useIntl();
  return (
    <SelectField
      label={intl.formatMessage(PERIOD_MESSAGES.label)}
      name="period"
      value={value}
      onChange={(next) => onChange(RECORD_PERIODS.find((period) => period === next) ?? 'today')}
      options={RECORD_PERIODS.map((period) => ({ value: period, label: intl.formatMessage(PERIOD_MESSAGES[period]) }))}
    />
  );
}
