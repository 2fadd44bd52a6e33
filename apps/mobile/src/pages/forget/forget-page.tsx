import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathOf, type PasswordResetMethod } from '@gp/domain';
import { forgotPasswordModel, type EmailPasswordResetModel, type ForgotPasswordModel, type SmsPasswordResetModel } from '@gp/stores';
import { LoadFailed, LoadingScreen, SegmentedTabs } from '@gp/ui';
import { useRootStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { PageBar } from '../../frame/page-bar';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { EmailResetForm } from './email-reset-form';
import { FORGET_MESSAGES } from './forget-messages';
import { SmsResetForm } from './sms-reset-form';

const PANEL_ID = 'forget-panel';

/**
 * Forgot password `/m/forget` (SPEC §2): by SMS (when the merchant offers it) or by e-mail, as tabs.
 * Opened from the e-mailed link it asks for the new password. A reset says so and goes to login.
 * A new query (the link, or back to the request) starts the screen afresh.
 */
export function ForgetPage() {
  const { search } = useLocation();
  return <ForgetScreen key={search} search={search} />;
}

const ForgetScreen = observer(function ForgetScreen({ search }: { readonly search: string }) {
  const root = useRootStore();
  const navigate = useNavigate();
  const intl = useIntl();
  const model = useScreenModel((root) => forgotPasswordModel(root, search));

  useEffect(() => {
    if (!model.succeeded) return;
    root.ui.toast({ id: FORGET_MESSAGES.done.id ?? '' }, { duration: 'short', kind: 'success' });
    void navigate(pathOf('login'), { replace: true });
  }, [model.succeeded, root.ui, navigate]);

  const t = intl.formatMessage;
  const tabs = model.methods.map((method) => ({ id: method, label: t(method === 'sms' ? FORGET_MESSAGES.bySms : FORGET_MESSAGES.byEmail) }));
  return (
    <>
      <PageBar title={t(FORGET_MESSAGES.title)} />
      {tabs.length > 1 ? (
        <SegmentedTabs
          label={t(FORGET_MESSAGES.methods)}
          tabs={tabs}
          selected={model.method}
          onSelect={(id) => model.selectMethod(id as PasswordResetMethod)}
          panelId={PANEL_ID}
        />
      ) : null}
      <div id={PANEL_ID} role={tabs.length > 1 ? 'tabpanel' : undefined}>
        {model.settingsStatus === 'loading' ? <LoadingScreen /> : null}
        {model.settingsStatus === 'error' ? <LoadFailed title={t(FORGET_MESSAGES.loadFailed)} onRetry={() => void model.loadSettings()} /> : null}
        {model.settingsStatus === 'ready' && model.method === 'sms' ? <SmsPanel model={model.sms} dialCodes={model.dialCodes} /> : null}
        {model.settingsStatus === 'ready' && model.method === 'email' ? (
          <EmailPanel model={model.email} onNewLink={() => void navigate(pathOf('forget'), { replace: true })} />
        ) : null}
      </div>
    </>
  );
});

const SmsPanel = observer(function SmsPanel({ model, dialCodes }: { readonly model: SmsPasswordResetModel; readonly dialCodes: ForgotPasswordModel['dialCodes'] }) {
  const text = useFormText();
  const refFor = useFieldFocus(model.feedback.focus);
  const errors = translateErrors(model.feedback.errors, text);
  return (
    <SmsResetForm
      values={{
        dialCode: model.dialCode,
        mobileNum: model.mobileNum,
        captcha: model.captchaText,
        verificationCode: model.verificationCode,
        newPassword: model.newPassword,
        confirmPassword: model.confirmPassword,
      }}
      dialCodes={dialCodes}
      errors={errors}
      captcha={{ shown: model.captchaShown, imageSrc: model.captcha.imageSrc, loading: model.captcha.loading }}
      codeButton={{ state: model.codeButton.state, now: model.codeButton.now }}
      pending={model.pending}
      alert={model.feedback.alert}
      text={text}
      onChange={model.setField}
      onRefreshCaptcha={() => void model.captcha.refresh()}
      onSendCode={() => void model.requestCode()}
      onSubmit={() => void model.submit()}
      onRetry={() => void model.retry()}
      refFor={refFor}
    />
  );
});

const EmailPanel = observer(function EmailPanel({ model, onNewLink }: { readonly model: EmailPasswordResetModel; readonly onNewLink: () => void }) {
  const text = useFormText();
  const refFor = useFieldFocus(model.feedback.focus);
  const errors = translateErrors(model.feedback.errors, text);
  return (
    <EmailResetForm
      step={model.step}
      values={{ username: model.username, email: model.email, newPassword: model.newPassword, confirmPassword: model.confirmPassword }}
      errors={errors}
      pending={model.pending !== null}
      alert={model.feedback.alert}
      text={text}
      onChange={model.setField}
      onSubmit={() => void model.submit()}
      onRetry={() => void model.retry()}
      onNewLink={onNewLink}
      refFor={refFor}
    />
  );
});
