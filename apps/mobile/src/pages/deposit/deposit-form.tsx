import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { rgLimitRefusalOf } from '@gp/domain';
import type { DepositModel } from '@gp/stores';
import { LoadFailed } from '@gp/ui';
import { useFieldFocus } from '../../forms/use-field-focus';
import { useFormText } from '../../forms/use-form-text';
import { RgLimitNotice } from '../../forms/rg-notices';
import { DepositAmount } from './deposit-amount';
import { DEPOSIT_TEXT } from './deposit-messages';
import { DepositMethods } from './deposit-methods';

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md} 0;
`;

/** Keeps the place of the method list while it loads (no layout shift when it arrives). */
const Skeleton = styled.div`
  min-height: 24rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Note = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The deposit form of the deposit screen: the methods, then the amount of the chosen one. */
export const DepositForm = observer(function DepositForm({ model, currencySymbol }: { readonly model: DepositModel; readonly currencySymbol: string }) {
  const intl = useIntl();
  const text = useFormText();
  const refFor = useFieldFocus(model.feedback.focus);
  const { methods } = model;
  const rgRefusal = rgLimitRefusalOf(model.refusal?.code, model.refusal?.value);
  if (methods.status === 'failed' && !methods.hasLoaded) {
    return <LoadFailed title={intl.formatMessage(DEPOSIT_TEXT.methodsFailed)} onRetry={() => void methods.retry()} />;
  }
  return (
    <>
      <Column>
        {methods.pending ? (
          <Skeleton aria-busy="true" />
        ) : (
          <DepositMethods groups={model.groups} selectedCode={model.selected?.code ?? null} currencySymbol={currencySymbol} onSelect={model.select} />
        )}
      </Column>
      {model.range === null ? (
        !methods.pending && <Note>{intl.formatMessage(DEPOSIT_TEXT.chooseMethod)}</Note>
      ) : (
        <DepositAmount
          amountText={model.amountText}
          range={model.range}
          firstDepositMinMinor={model.firstDepositMinimum}
          presets={model.presets}
          feeMinor={model.feeMinor}
          amountMinor={model.amountMinor}
          currencySymbol={currencySymbol}
          error={text(model.feedback.errors.amount)}
          pending={model.pending !== null}
          alert={model.feedback.alert}
          text={text}
          onChange={model.setAmount}
          onPreset={model.choosePreset}
          onConfirm={() => void model.confirm()}
          onRetry={() => void model.retry()}
          inputRef={refFor('amount')}
          notice={rgRefusal ? <RgLimitNotice refusal={rgRefusal} currencySymbol={currencySymbol} /> : undefined}
        />
      )}
    </>
  );
});
