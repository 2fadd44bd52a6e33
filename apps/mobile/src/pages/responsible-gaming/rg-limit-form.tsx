import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { messageDescriptor, RG_LIMIT_KINDS, RG_LIMIT_PERIODS, type RgLimitKind, type RgLimitPeriod } from '@gp/domain';
import type { FormAlertState } from '@gp/stores';
import { Button, SelectField, TextField } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { RG_COOLING_TEXT, RG_TEXT as text } from './rg-messages';

/** Props of RgLimitForm: the chosen limit, the typed amount and what the form shows. */
export interface RgLimitFormProps {
  readonly kind: RgLimitKind;
  readonly period: RgLimitPeriod;
  readonly amount: string;
  readonly coolingHours: number;
  readonly error: string | null;
  readonly alert: FormAlertState | null;
  readonly saving: boolean;
  /** The chosen limit is set (and not already being removed): Remove limit is offered. */
  readonly canRemove: boolean;
  readonly text: (id: string) => string | null;
  readonly onChoose: (kind: RgLimitKind, period: RgLimitPeriod) => void;
  readonly onAmount: (text: string) => void;
  readonly onSave: () => void;
  readonly onRemove: () => void;
  readonly amountRef?: (element: HTMLInputElement | null) => void;
}

const Rule = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Sets, lowers, raises or removes one money limit: its kind, period and amount, with the cooling rule stated. */
export function RgLimitForm(props: RgLimitFormProps) {
  const t = useIntl().formatMessage;
  const { kind, period } = props;
  return (
    <FormStack label={t(text.formTitle)} onSubmit={props.onSave}>
      <h2>{t(text.formTitle)}</h2>
      <Rule>{t(RG_COOLING_TEXT, { hours: props.coolingHours })}</Rule>
      <SelectField
        label={t(text.kindLabel)}
        name="rgKind"
        value={kind}
        options={RG_LIMIT_KINDS.map((value) => ({ value, label: t(text[value]) }))}
        onChange={(value) => props.onChoose(value as RgLimitKind, period)}
      />
      <SelectField
        label={t(text.periodLabel)}
        name="rgPeriod"
        value={period}
        options={RG_LIMIT_PERIODS.map((value) => ({ value, label: t(text[value]) }))}
        onChange={(value) => props.onChoose(kind, value as RgLimitPeriod)}
      />
      <TextField
        label={t(text.amountLabel)}
        name="rgAmount"
        value={props.amount}
        inputMode="decimal"
        autoComplete="off"
        maxLength={20}
        hint={t(messageDescriptor('rg.limitRange'))}
        error={props.error}
        onChange={props.onAmount}
        inputRef={props.amountRef}
      />
      <FormNotice alert={props.alert} text={props.text} onRetry={props.onSave} />
      <SubmitButton disabled={props.saving}>{t(props.saving ? text.saving : text.save)}</SubmitButton>
      {props.canRemove ? (
        <Button type="button" variant="secondary" disabled={props.saving} onClick={props.onRemove}>
          {t(text.remove)}
        </Button>
      ) : null}
    </FormStack>
  );
}
