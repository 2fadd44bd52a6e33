import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { contractRouteOf, pathOf } from '@gp/domain';
import { contractPromptsOf } from '@gp/stores';
import { ConfirmDialog } from '@gp/ui';
import { useRootStore } from '../app/store-context';
/** The home prompt for a kind with pending requests (SPEC §4). */
const PROMPT_TEXT = defineMessages({
  daily_salary: { id: 'agent.prompt.dailySalary', defaultMessage: 'Your upline sent you a daily salary contract. Review it now?', description: 'Home prompt for pending daily salary requests' },
  dividend: { id: 'agent.prompt.dividend', defaultMessage: 'Your upline sent you a dividend contract. Review it now?', description: 'Home prompt for pending dividend requests' },
  hourly_salary: { id: 'agent.prompt.hourlySalary', defaultMessage: 'Your upline sent you an hourly salary contract. Review it now?', description: 'Home prompt for pending hourly salary requests' },
  title: { id: 'agent.prompt.title', defaultMessage: 'Contract request', description: 'Title of the home prompt' },
  go: { id: 'agent.prompt.go', defaultMessage: 'Go to contract', description: 'Opens the contract screen from the home prompt' },
});

/**
 * The contract prompts of SPEC §4 ('Agent on home load'): for an agent, one dialog per kind with
 * pending requests (daily salary, dividend, hourly salary), each with Go to contract (its screen)
 * and Cancel, asked for once per login. Loaded with its code only for agents on home.
 */
export const ContractPromptLayer = observer(function ContractPromptLayer() {
  const root = useRootStore();
  const prompts = contractPromptsOf(root);
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => void prompts.check(), [prompts]);
  const kind = prompts.current;
  if (kind === null) return null;
  return (
    <ConfirmDialog
      open
      title={intl.formatMessage(PROMPT_TEXT.title)}
      message={intl.formatMessage(PROMPT_TEXT[kind])}
      confirmLabel={intl.formatMessage(PROMPT_TEXT.go)}
      onConfirm={() => {
        prompts.dismiss();
        void navigate(pathOf(contractRouteOf(kind)));
      }}
      onCancel={prompts.dismiss}
    />
  );
});
