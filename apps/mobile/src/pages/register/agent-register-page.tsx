import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { agentRegisterModel } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';
import { RegisterColumn } from './register-layout';
import { RegisterLoadState } from './register-load-state';
import { AGENT_REGISTER_MESSAGES } from './agent-register-messages';
import { AgentRegisterFormView } from './agent-register-form-view';
import { useRegisterText } from './field-messages';

/**
 * Agent registration (/m/agentRegister, SPEC §6: agents only, the frame's guard sends anyone else
 * away): the agent opens player accounts in their own downline, one after another.
 */
export const AgentRegisterPage = observer(function AgentRegisterPage() {
  const intl = useIntl();
  const form = useScreenModel(agentRegisterModel);
  const { feedback } = form;
  const message = useRegisterText(0);
  return (
    <RegisterColumn>
      <RegisterLoadState
        loading={form.status === 'loading'}
        loadingText={intl.formatMessage(AGENT_REGISTER_MESSAGES.loading)}
        failure={form.status === 'error' ? feedback.alert : null}
        failedText={intl.formatMessage(AGENT_REGISTER_MESSAGES.loadFailed)}
        message={message}
        onRetry={() => void form.load()}
      />
      {form.status === 'ready' ? (
        <AgentRegisterFormView
          fields={form.fields}
          values={form.values}
          errors={feedback.errors}
          onChange={form.setValue}
          alert={feedback.alert}
          createdUsername={form.created?.username ?? null}
          onRetry={() => void form.retry()}
          submitting={form.pending === 'submit'}
          canSubmit={form.canSubmit}
          onSubmit={() => void form.submit()}
          focus={feedback.focus}
        />
      ) : null}
    </RegisterColumn>
  );
});
