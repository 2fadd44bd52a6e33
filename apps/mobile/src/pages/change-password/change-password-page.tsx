import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '@gp/domain';
import { browserPasswordCredentials, changePasswordModel } from '@gp/stores';
import { LoadFailed, LoadingScreen } from '@gp/ui';
import { useRootStore } from '../../app/store-context';
import { useScreenModel } from '../../app/use-screen-model';
import { PageBar } from '../../frame/page-bar';
import { useFieldFocus } from '../../forms/use-field-focus';
import { translateErrors, useFormText } from '../../forms/use-form-text';
import { ChangePasswordForm } from './change-password-form';
import { CHANGE_PASSWORD_MESSAGES } from './change-password-messages';

/**
 * Change password `/m/changePsw` (SPEC §2, §4): the route guard sends a visitor without a session
 * home; the form checks by the merchant's rules, sends with 'Please wait', says 'Change saved',
 * offers the new password to the browser's password manager (the remembered login keeps no
 * password) and goes home 1 s later.
 */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const root = useRootStore();
  const navigate = useNavigate();
  const intl = useIntl();
  const model = useScreenModel((root) => changePasswordModel(root, (username, password) => browserPasswordCredentials().store(username, password)));
  const text = useFormText();
  const refFor = useFieldFocus(model.feedback.focus);

  useEffect(() => {
    if (model.succeeded) void navigate(pathOf('home'), { replace: true });
  }, [model.succeeded, navigate]);

  const t = intl.formatMessage;
  const errors = translateErrors(model.feedback.errors, text);
  return (
    <>
      <PageBar title={t(CHANGE_PASSWORD_MESSAGES.title)} />
      {model.settingsStatus === 'loading' ? <LoadingScreen /> : null}
      {model.settingsStatus === 'error' ? <LoadFailed title={t(CHANGE_PASSWORD_MESSAGES.loadFailed)} onRetry={() => void model.loadSettings()} /> : null}
      {model.settingsStatus === 'ready' ? (
        <ChangePasswordForm
          values={{ oldPassword: model.oldPassword, newPassword: model.newPassword, confirmPassword: model.confirmPassword }}
          oldPasswordShown={model.oldPasswordShown}
          username={root.session.userName}
          errors={errors}
          pending={model.pending !== null}
          alert={model.feedback.alert}
          text={text}
          onChange={model.setField}
          onSubmit={() => void model.submit()}
          onRetry={() => void model.retry()}
          refFor={refFor}
        />
      ) : null}
    </>
  );
});
