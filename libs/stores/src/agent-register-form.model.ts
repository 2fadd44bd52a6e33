import { observableRef, runInAction } from 'mobx';
import { MODULE_IDS, minimumAgeOf, agentRegistrationCheck, agentRegistrationFieldsOf, type AgentRegistrationField, type FieldRuleSet, type FormFailure } from '@gp/domain';
import { getRegisterSettings, isPlatformError, registerDownline, type AgentDownlineMember, type PlatformClient } from '@gp/api-client';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';
import type { Clock } from './ports';
import { REGISTRATION_TAKEN_MESSAGES, registrationRuleSetOf } from './registration-settings';

/** Where the agent registration screen stands: loading the rules, ready, or failed to load. */
export type AgentRegisterStatus = 'loading' | 'ready' | 'error';

/**
 * The agent registration form (/m/agentRegister, SPEC §6 'Agent'): the agent opens a player
 * account in their own downline with the merchant's registration rules. After each success
 * (`succeeded`) the form empties (passwords included) and names the new member, ready for the next one.
 */
export class AgentRegisterFormModel extends FormModel<AgentRegistrationField, 'load' | 'submit'> {
  status: AgentRegisterStatus = 'loading';
  rules: FieldRuleSet = {};
  values: Readonly<Record<string, string>> = {};
  /** The member opened last, for the success message. */
  created: AgentDownlineMember | null = null;

  /** The merchant's minimum age, from its registration settings (18 until they load). */
  minimumAge = 18;

  constructor(
    private readonly api: PlatformClient,
    /** The clock the date of birth is checked on. */
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    super(new FormFeedback<AgentRegistrationField>([]), null);
    this.makeFormObservable({ api: false, clock: false, rules: observableRef, created: observableRef });
  }

  /** The fields shown, in order (nickname where the merchant's form has it). */
  get fields(): readonly AgentRegistrationField[] {
    return agentRegistrationFieldsOf(this.rules);
  }

  /** The button works: rules loaded and nothing being sent. */
  get canSubmit(): boolean {
    return this.status === 'ready' && this.pending === null;
  }

  /** Loads the merchant's registration rules. */
  async load(): Promise<void> {
    if (this.pending !== null) return;
    this.status = 'loading';
    const loaded = await this.attempt('load', async () => {
      const settings = await getRegisterSettings(this.api);
      runInAction(() => {
        this.rules = registrationRuleSetOf(settings);
        this.minimumAge = minimumAgeOf(settings.minimumAge);
        this.feedback = new FormFeedback<AgentRegistrationField>(this.fields);
        this.status = 'ready';
      });
    });
    if (!loaded) runInAction(() => (this.status = 'error'));
  }

  /** Keeps a typed value and clears that field's message (and the last success message). */
  setValue(field: AgentRegistrationField, value: string): void {
    this.values = { ...this.values, [field]: value };
    this.feedback.clearError(field);
  }

  /** Checks the form (first invalid field focused) and opens the account. */
  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    const check = agentRegistrationCheck(this.rules, this.values, { minimumAge: this.minimumAge, now: this.clock.now() });
    if (!check.valid && check.firstInvalidField !== undefined) {
      this.feedback.showChecks(check.results, check.firstInvalidField as AgentRegistrationField);
      return;
    }
    this.created = null;
    const text = (field: AgentRegistrationField) => this.values[field] ?? '';
    const request = {
      username: text('username').trim(),
      password: text('password'),
      confirmPassword: text('confirmPassword'),
      ...(this.fields.includes('nickname') ? { nickname: text('nickname').trim() } : {}),
      birthDate: text('birthDate').trim(),
      moduleId: MODULE_IDS.agentDownline,
    };
    await this.attempt('submit', async () => {
      const member = await registerDownline(this.api, request);
      runInAction(() => {
        this.created = member;
        this.feedback.notify('agentRegister.created', 'success');
      });
      this.succeed();
    });
  }

  /** The page shows: the registration rules load. */
  start(): void {
    void this.load();
  }

  protected run(action: 'load' | 'submit'): Promise<void> {
    return action === 'load' ? this.load() : this.submit();
  }

  protected wipeSecrets(): void {
    this.values = {};
  }

  protected override showFailure(error: unknown, action: 'load' | 'submit'): FormFailure | null {
    const failure = super.showFailure(error, action);
    if (failure?.kind === 'fields' && isPlatformError(error) && error.code === 'USERNAME_TAKEN') {
      this.feedback.showFieldError('username', REGISTRATION_TAKEN_MESSAGES.username);
    }
    return failure;
  }
}
