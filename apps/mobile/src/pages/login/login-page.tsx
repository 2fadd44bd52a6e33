import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGE_DURATIONS, pathOf, type LoginField, type SocialProvider } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { useUiStore } from '../../app/store-context';
import { PageBar } from '../../frame/page-bar';
import { FormLinks } from '../../forms/form-layout';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { routeTitleOf } from '../../routes/route-titles';
import { LoginFooter } from './login-footer';
import { LoginFormView } from './login-form-view';
import { LOGIN_MESSAGES, welcomeMessage } from './login-messages';
import { useLoginForm } from './use-login-form';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 30rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md} 0;
  box-sizing: border-box;
`;

const Links = styled(FormLinks)`
  padding: 0 ${({ theme }) => theme.space.md};
`;

/**
 * Login (/m/login, SPEC §2 'Login screen'): the header with back to home, the form in username or
 * SMS mode, the links to forgot password, registration and the free trial, and the site footer.
 * A login shows the loading overlay while the platform answers, then home replaces this page.
 */
export const LoginPage = observer(function LoginPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const ui = useUiStore();
  const form = useLoginForm();
  const text = useFormText();
  const refFor = useFieldFocus<LoginField>(form.feedback.focus);
  const feedback = form.feedback;

  const enter = useCallback(
    async (work: () => Promise<boolean>, name: string) => {
      const done = await ui.withLoading(null, MESSAGE_DURATIONS.sessionLoadingMs, work);
      if (!done) return;
      if (name !== '') ui.toast({ id: welcomeMessage.id ?? '', values: { name } }, { kind: 'success' });
      await navigate(pathOf('home'), { replace: true });
    },
    [ui, navigate],
  );
  const playerName = () => (form.mode === 'sms' ? form.inputs.mobileNum.trim() : form.inputs.username.trim());
  const submit = () => void enter(() => form.submit(), playerName());
  const retry = () => void enter(() => form.retry(), playerName());
  const social = (provider: SocialProvider) => void enter(() => form.signInWith(provider), '');

  const errors = translateErrors(feedback.errors, text);
  return (
    <>
      <PageBar title={t(routeTitleOf('login'))} />
      <Body>
        <LoginFormView
          modes={form.modes}
          mode={form.mode}
          inputs={form.inputs}
          dialCode={form.dialCode}
          dialCodes={form.dialCodes}
          remember={form.remember}
          errors={errors}
          captcha={{ shown: form.captchaShown, imageSrc: form.captcha.imageSrc, loading: form.captcha.loading }}
          smsButton={{ state: form.smsButton.state, now: form.smsButton.now }}
          pending={form.pending}
          alert={feedback.alert}
          socialProviders={form.socialProviders}
          text={text}
          onModeChange={form.setMode}
          onInput={form.setInput}
          onDialCodeChange={form.setDialCode}
          onRememberChange={form.setRemember}
          onRefreshCaptcha={form.refreshCaptcha}
          onSendCode={() => void form.requestSmsCode()}
          onSubmit={submit}
          onRetry={retry}
          onSocial={social}
          refFor={refFor}
        />
        <Links aria-label={t(LOGIN_MESSAGES.links)}>
          <UiLink to={pathOf('forget')}>{t(LOGIN_MESSAGES.forgot)}</UiLink>
          <UiLink to={pathOf('register')}>{t(LOGIN_MESSAGES.register)}</UiLink>
          <UiLink to={pathOf('trial')}>{t(LOGIN_MESSAGES.freeTrial)}</UiLink>
        </Links>
      </Body>
      <LoginFooter />
    </>
  );
});
