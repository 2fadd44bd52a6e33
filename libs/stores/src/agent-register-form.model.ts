import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { MODULE_IDS, agentRegistrationCheck, agentRegistrationFieldsOf, type AgentRegistrationField, type FieldRuleSet } from '@gp/domain';
import { getRegisterSettings, isPlatformError, registerDownline, type AgentDownlineMember, type PlatformClient } from '@gp/api-client';
import { FormFeedback } from './form-feedback';
import { REGISTRATION_TAKEN_MESSAGES, registrationRuleSetOf } from './register-form.model';

/** Where the agent registration screen stands: loading the rules, ready, or failed to load. */
export type AgentRegisterStatus = 'loading' | 'ready' | 'error';

/**
 * The agent registration form (/m/agentRegister, SPEC §6 'Agent'): the agent opens a player
 * account in their own downline with the merchant's registration rules. After each success the
 * form empties (passwords included) and names the new member, ready for the next one.
 */
export class AgentRegisterFormModel {
  status: AgentRegisterStatus = 'loading';
  rules: FieldRuleSet = {};
  values: Readonly<Record<string, string>> = {};
  submitting = false;
  /** The member opened last, for the success message. */
  created: AgentDownlineMember | null = null;
  feedback = new FormFeedback<AgentRegistrationField>([]);
  private lastFailed: 'load' | 'submit' | null = null;

  constructor(private readonly api: PlatformClient) {
    makeAutoObservable<AgentRegisterFormModel, 'api' | 'lastFailed'>(
      this,
      { api: false, lastFailed: false, rules: observableRef, feedback: observableRef, created: observableRef },
      { autoBind: true },
    );
  }

  /** The fields shown, in order (nickname where the merchant's form has it). */
  get fields(): readonly AgentRegistrationField[] {
    return agentRegistrationFieldsOf(this.rules);
  }

  /** The button works: rules loaded and nothing being sent. */
  get canSubmit(): boolean {
    return this.status === 'ready' && !this.submitting;
  }

  /** Loads the merchant's registration rules. */
  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const settings = await getRegisterSettings(this.api);
      runInAction(() => {
        this.rules = registrationRuleSetOf(settings);
        this.feedback = new FormFeedback<AgentRegistrationField>(this.fields);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.fail(error, 'load');
      });
    }
  }

  /** Keeps a typed value and clears that field's message (and the last success message). */
  setValue(field: AgentRegistrationField, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.feedback.clearError(field);
  }

  /** Checks the form (first invalid field focused) and opens the account. */
  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    const check = agentRegistrationCheck(this.rules, this.values);
    if (!check.valid && check.firstInvalidField !== undefined) {
      this.feedback.showChecks(check.results, check.firstInvalidField as AgentRegistrationField);
      return;
    }
    this.submitting = true;
    this.feedback.clear();
    this.created = null;
    const text = (field: AgentRegistrationField) => this.values[field] ?? '';
    try {
      const member = await registerDownline(this.api, {
        username: text('username').trim(),
        password: text('password'),
        confirmPassword: text('confirmPassword'),
        ...(this.fields.includes('nickname') ? { nickname: text('nickname').trim() } : {}),
        moduleId: MODULE_IDS.agentDownline,
      });
      runInAction(() => {
        this.created = member;
        this.values = {};
        this.feedback.notify('agentRegister.created', 'success');
      });
    } catch (error) {
      runInAction(() => this.fail(error, 'submit'));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Repeats the action that met a network failure or a timeout. */
  async retry(): Promise<void> {
    const action = this.lastFailed;
    this.lastFailed = null;
    if (action === 'load') await this.load();
    else if (action === 'submit') await this.submit();
  }

  /** The page shows: the registration rules load. */
  start(): void {
    void this.load();
  }

  /** The page is left: typed values (passwords included) are forgotten. */
  stop(): void {
    this.values = {};
  }

  private fail(error: unknown, action: 'load' | 'submit'): void {
    const failure = this.feedback.showFailure(error);
    this.lastFailed = failure.kind === 'retry' ? action : null;
    if (failure.kind === 'fields' && isPlatformError(error) && error.code === 'USERNAME_TAKEN') {
      this.feedback.showFieldError('username', REGISTRATION_TAKEN_MESSAGES.username);
    }
  }
}
