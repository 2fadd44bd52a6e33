import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatMoney, type DepositLimits } from '@gp/domain';
import type { FormAlertState } from '@gp/stores';
import { TextField } from '@gp/ui';
import { FormNotice, FormStack, SubmitButton } from '../../forms/form-layout';
import { AMOUNT_HINT_TEXT, DEPOSIT_TEXT, FIRST_DEPOSIT_TEXT } from './deposit-messages';

/** Props of DepositAmount. */
export interface DepositAmountProps {
  readonly amountText: string;
  readonly range: DepositLimits;
  /** The first-deposit minimum, when it applies. */
  readonly firstDepositMinMinor: number | null;
  readonly presets: readonly number[];
  /** The fee of the typed amount, null until it is a valid amount. */
  readonly feeMinor: number | null;
  readonly amountMinor: number | null;
  readonly currencySymbol: string;
  /** The translated message under the field. */
  readonly error: string | null;
  readonly pending: boolean;
  readonly alert: FormAlertState | null;
  /** A notice that says more than the alert (which limit refused the deposit), shown in its place. */
  readonly notice?: ReactNode;
  readonly text: (id: string) => string | null;
  readonly onChange: (text: string) => void;
  readonly onPreset: (amountMinor: number) => void;
  readonly onConfirm: () => void;
  readonly onRetry: () => void;
  readonly inputRef?: (element: HTMLInputElement | null) => void;
}

const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.button`
  min-height: ${({ theme }) => theme.size.touchTarget};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.sizeSm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  dd {
    min-height: 1.5em;
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/**
 * The amount of a deposit: the field (read strictly by the domain), the preset chips the method
 * allows, the range and first-deposit minimum, the fee and total before confirming, and confirm.
 */
export function DepositAmount(props: DepositAmountProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const money = (minor: number) => formatMoney(minor, props.currencySymbol, intl.locale);
  const hint =
    props.firstDepositMinMinor !== null
      ? t(FIRST_DEPOSIT_TEXT, { min: money(props.firstDepositMinMinor) })
      : t(AMOUNT_HINT_TEXT, { min: money(props.range.minMinor), max: money(props.range.maxMinor) });
  return (
    <FormStack label={t(DEPOSIT_TEXT.heading)} onSubmit={props.onConfirm}>
      <TextField
        label={t(DEPOSIT_TEXT.amount)}
        name="amount"
        value={props.amountText}
        onChange={props.onChange}
        inputMode="decimal"
        autoComplete="off"
        hint={hint}
        error={props.error}
        inputRef={props.inputRef}
      />
      <Chips role="group" aria-label={t(DEPOSIT_TEXT.presets)}>
        {props.presets.map((preset) => (
          <Chip key={preset} type="button" aria-pressed={props.amountMinor === preset} onClick={() => props.onPreset(preset)}>
            {money(preset)}
          </Chip>
        ))}
      </Chips>
      <Summary>
        <dt>{t(DEPOSIT_TEXT.summaryFee)}</dt>
        <dd>{props.feeMinor !== null && money(props.feeMinor)}</dd>
        <dt>{t(DEPOSIT_TEXT.summaryTotal)}</dt>
        <dd>{props.feeMinor !== null && props.amountMinor !== null && money(props.amountMinor + props.feeMinor)}</dd>
      </Summary>
      {props.notice ?? <FormNotice alert={props.alert} text={props.text} onRetry={props.onRetry} />}
      <SubmitButton disabled={props.pending}>{t(props.pending ? DEPOSIT_TEXT.confirming : DEPOSIT_TEXT.confirm)}</SubmitButton>
    </FormStack>
  );
}
