import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathOf, type RegistrationField } from '@gp/domain';
import { registerModel, type RegisterFormModel } from '@gp/stores';
import { UiLink } from '@gp/ui';
import { useDownloadStore, useUiStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { routeTitleOf } from '../../routes/route-titles';
import { PageBar } from '../../frame/page-bar';
import { useRegisterText } from './field-messages';
import { RegisterFormView } from './register-form-view';
import { RegisterColumn, RegisterNote } from './register-layout';
import { RegisterLoadState } from './register-load-state';
import { REGISTER_MESSAGES } from './register-messages';

const RegisterTextDialog = lazy(() => import('./register-text-dialog').then((m) => ({ default: m.RegisterTextDialog })));

/** Makes the page's form once, with where and how the player registers (the address read when the form uses it: a server render has none). */
function useRegisterForm(): RegisterFormModel {
  const download = useDownloadStore();
  const { search } = useLocation();
  return useScreenModel((root) =>
    registerModel(root, {
      get href() {
        return window.location.href;
      },
      get host() {
        return window.location.hostname;
      },
      search,
      registerMethod: download.registerMethod,
    }),
  );
}

/**
 * Registration (/m/register and /m/register.html, SPEC §2): the back control, the form, the terms
 * and privacy dialogs and the link to log in. Success logs the player in: a welcome toast, then
 * home (the registration page is replaced in the history).
 */
export const RegisterPage = observer(function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const ui = useUiStore();
  const form = useRegisterForm();
  const [text, setText] = useState<'terms' | 'privacy' | null>(null);
  const message = useRegisterText(form.minimumAge);
  useEffect(() => {
    if (!form.succeeded) return;
    ui.toast({ id: REGISTER_MESSAGES.registered.id }, { kind: 'success' });
    void navigate(pathOf('home'), { replace: true });
  }, [form.succeeded, ui, navigate]);
  const feedback = form.feedback;
  return (
    <>
      <PageBar title={intl.formatMessage(routeTitleOf('register'))} />
      <RegisterColumn>
        <RegisterLoadState
          loading={form.status === 'loading'}
          loadingText={intl.formatMessage(REGISTER_MESSAGES.loading)}
          failure={form.status === 'error' ? feedback.alert : null}
          failedText={intl.formatMessage(REGISTER_MESSAGES.loadFailed)}
          message={message}
          onRetry={() => void form.load()}
        />
        {form.status === 'closed' ? (
          <RegisterNote>
            {intl.formatMessage(REGISTER_MESSAGES.closed)} <UiLink to={pathOf('login')}>{intl.formatMessage(REGISTER_MESSAGES.login)}</UiLink>
          </RegisterNote>
        ) : null}
        {form.status === 'ready' ? (
          <RegisterFormView
            modes={form.modes.modes}
            tabsShown={form.modes.tabsShown}
            mode={form.mode}
            onModeChange={form.setMode}
            fields={form.fields}
            requiredFields={form.fields.filter((field: RegistrationField) => form.isRequired(field))}
            values={form.values}
            errors={feedback.errors}
            onChange={form.setValue}
            dialCode={form.dialCode}
            dialCodes={form.dialCodes}
            onDialCodeChange={form.setDialCode}
            captcha={{ imageSrc: form.captcha.imageSrc, loading: form.captcha.loading, onRefresh: () => void form.captcha.refresh() }}
            sms={{ state: form.smsButton.state, now: form.smsButton.now, onSend: () => void form.sendSmsCode() }}
            minimumAge={form.minimumAge}
            ageConfirmed={form.ageConfirmed}
            onAgeConfirmedChange={form.setAgeConfirmed}
            agreed={form.agreed}
            onAgreedChange={form.setAgreed}
            onOpenTerms={() => setText('terms')}
            onOpenPrivacy={() => setText('privacy')}
            alert={feedback.alert}
            onRetry={() => void form.retry()}
            submitting={form.pending === 'submit'}
            canSubmit={form.canSubmit}
            onSubmit={() => void form.submit()}
            focus={feedback.focus}
          />
        ) : null}
      </RegisterColumn>
      {text === null || form.settings === null ? null : (
        <Suspense fallback={null}>
          <RegisterTextDialog
            title={intl.formatMessage(text === 'terms' ? REGISTER_MESSAGES.terms : REGISTER_MESSAGES.privacy)}
            html={text === 'terms' ? form.settings.termsHtml : form.settings.privacyHtml}
            onClose={() => setText(null)}
          />
        </Suspense>
      )}
    </>
  );
});
