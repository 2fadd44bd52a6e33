import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { pathOf } from '@gp/domain';
import { responsibleGamingModel } from '@gp/stores';
import { LoadFailed, UiLink } from '@gp/ui';
import { useScreenModel } from '../../app/use-screen-model';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { RecordsScreen } from '../../records/record-list-view';
import { useRecordText } from '../../records/use-record-text';
import { RgBreakForm } from './rg-break-form';
import { RgLimitForm } from './rg-limit-form';
import { RgLimitsList } from './rg-limits-list';
import { RG_TEXT as text } from './rg-messages';
import { RgTimeSettings } from './rg-time-settings';

/** The screen's column: its forms take the column's padding, not their own as well. */
const Screen = styled(RecordsScreen)`
  h2,
  h3 {
    margin: 0;
  }
  & > form {
    padding: 0;
  }
`;

/** The room of the limits while they load, so the break form below does not jump. */
const Placeholder = styled.div`
  min-height: 40rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

/** The way to the responsible-gaming page, in the text colour (the brand's is too faint on some backgrounds). */
const MoreInfo = styled.p`
  margin: 0;
  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * Limits and breaks `/m/member/responsibleGaming` (issue 20): the deposit, loss and wager limits
 * with their use, the form that sets them, the daily play-time limit and the reality-check
 * interval, and the cool-off / self-exclusion form. A break logs the player out, saying until
 * when. The platform enforces every limit; this screen explains them.
 */
export const RgToolsPage = observer(function RgToolsPage() {
  const { tools, takeBreak } = useScreenModel(responsibleGamingModel);
  const intl = useIntl();
  const format = useRecordText();
  const formText = useFormText();
  const amountRef = useFieldFocus(tools.feedback.focus);
  const breakRef = useFieldFocus(takeBreak.feedback.focus);
  const status = tools.status.value;
  const { viewState } = tools.status;
  const errors = translateErrors(tools.feedback.errors, formText);
  return (
    <Screen aria-busy={viewState === 'loading'}>
      <h2>{intl.formatMessage(text.limitsTitle)}</h2>
      {viewState === 'failed' || (status === null && viewState === 'ready') ? (
        <LoadFailed size="section" title={intl.formatMessage(text.failed)} reason={format.reason(tools.status.errorCode)} onRetry={() => void tools.status.retry()} />
      ) : status === null ? (
        <Placeholder />
      ) : (
        <>
          <RgLimitsList status={status} format={format} />
          <RgLimitForm
            kind={tools.kind}
            period={tools.period}
            amount={tools.amount}
            coolingHours={status.coolingHours}
            error={errors.amount ?? null}
            alert={tools.saving === null ? tools.feedback.alert : null}
            saving={tools.saving === 'amount'}
            canRemove={tools.canRemove}
            text={formText}
            onChoose={tools.choose}
            onAmount={tools.setAmount}
            onSave={() => void tools.saveLimit()}
            onRemove={() => void tools.removeLimit()}
            amountRef={amountRef('amount')}
          />
          <RgTimeSettings
            key={`${status.sessionLimit.minutes}-${status.realityCheckMinutes}`}
            status={status}
            saving={tools.saving === 'amount' ? null : tools.saving}
            errors={errors}
            format={format}
            onSaveSession={(minutes) => void tools.saveSessionLimit(minutes)}
            onSaveReality={(minutes) => void tools.saveRealityCheck(minutes)}
          />
        </>
      )}
      <RgBreakForm
        kind={takeBreak.kind}
        lengths={takeBreak.lengths}
        length={takeBreak.length}
        password={takeBreak.password}
        errors={translateErrors(takeBreak.feedback.errors, formText)}
        alert={takeBreak.feedback.alert}
        pending={takeBreak.pending !== null}
        text={formText}
        onKind={takeBreak.setKind}
        onChange={takeBreak.setField}
        onSubmit={() => void takeBreak.submit()}
        onRetry={() => void takeBreak.retry()}
        refFor={breakRef}
      />
      <MoreInfo>
        <UiLink to={pathOf('responsibleGaming')}>{intl.formatMessage(text.moreInfo)}</UiLink>
      </MoreInfo>
    </Screen>
  );
});
