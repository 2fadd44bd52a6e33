import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { exclusionRefusalOf, MESSAGE_DURATIONS, pathOf, type LoginField, type SocialProvider } from '@gp/domain';
import { UiLink } from '@gp/ui';
import { useUiStore } from '../../app/store-context';
import { PageBar } from '../../frame/page-bar';
import { FormLinks } from '../../forms/form-layout';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { routeTitleOf } from '../../routes/route-titles';
import { BrandSiteFooter } from '../../content/brand-site-footer';
import { ExclusionNotice } from '../../forms/rg-notices';
import { LoginFormView, type LoginFormActions, type LoginFormState } from './login-form-view';
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
  // A login refused during a cool-off or self-exclusion: until when.
  const exclusion = exclusionRefusalOf(form.refusal?.code, form.refusal?.value);

  // Who is welcomed once logged in: the username or number typed, nobody after a social sign-in.
  const welcomed = useRef('');
  useEffect(() => {
    if (!form.succeeded) return;
    if (welcomed.current !== '') ui.toast({ id: welcomeMessage.id ?? '', values: { name: welcomed.current } }, { kind: 'success' });
    void navigate(pathOf('home'), { replace: true });
  }, [form.succeeded, ui, navigate]);
  const enter = (work: () => Promise<void>, name: string) => {
    welcomed.current = name;
    void ui.withLoading(null, MESSAGE_DURATIONS.sessionLoadingMs, work);
  };
  const playerName = () => (form.mode === 'sms' ? form.inputs.mobileNum.trim() : form.inputs.username.trim());
  const { sms } = form;
  const on: LoginFormActions = {
    modeChange: form.setMode,
    input: form.setInput,
    dialCodeChange: sms.setDialCode,
    rememberChange: form.setRemember,
    refreshCaptcha: form.refreshCaptcha,
    sendCode: () => void form.requestSmsCode(),
    submit: () => enter(() => form.submit(), playerName()),
    retry: () => enter(() => form.retry(), playerName()),
    social: (provider: SocialProvider) => enter(() => form.signInWith(provider), ''),
  };
  const state: LoginFormState = {
    modes: form.modes,
    mode: form.mode,
    inputs: form.inputs,
    remember: form.remember,
    errors: translateErrors(feedback.errors, text),
    captcha: { shown: form.captchaShown, imageSrc: form.captcha.imageSrc, loading: form.captcha.loading },
    pending: form.pending,
    alert: feedback.alert,
    socialProviders: form.socialProviders,
  };
  return (
    <>
      <PageBar title={t(routeTitleOf('login'))} />
      <Body>
        {exclusion ? <ExclusionNotice refusal={exclusion} /> : null}
        <LoginFormView
          form={state}
          sms={{ dialCode: sms.dialCode, dialCodes: sms.dialCodes, button: sms.button.state, now: sms.button.now }}
          on={on}
          text={text}
          refFor={refFor}
        />
        <Links aria-label={t(LOGIN_MESSAGES.links)}>
          <UiLink to={pathOf('forget')}>{t(LOGIN_MESSAGES.forgot)}</UiLink>
          <UiLink to={pathOf('register')}>{t(LOGIN_MESSAGES.register)}</UiLink>
          <UiLink to={pathOf('trial')}>{t(LOGIN_MESSAGES.freeTrial)}</UiLink>
        </Links>
      </Body>
      <BrandSiteFooter />
    </>
  );
});
