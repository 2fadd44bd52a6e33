import { makeAutoObservable, runInAction } from 'mobx';
import { fieldRuleCheck, messageIdOf, type FieldRule, type MessageId } from '@gp/domain';
import { getRegisterSettings, setNickname, type PlatformClient } from '@gp/api-client';
import { FieldCall } from './field-call';
import { Resource } from './resource';

/** Collaborators of the nickname editor. */
export interface NicknameDeps {
  readonly api: PlatformClient;
  /** The member info, reloaded after a change so that every screen shows the new name. */
  readonly member: { load(): Promise<void> };
}

/**
 * The member's nickname change (issue 17): offered only where the merchant's registration rule of
 * `nickname` is enabled; the new nickname must be filled and match that rule (domain
 * `fieldRuleCheck`) before it is sent, and the server checks it again.
 */
export class NicknameModel {
  readonly rule: Resource<FieldRule | null>;
  editing = false;
  value = '';
  private readonly call = new FieldCall();

  constructor(private readonly deps: NicknameDeps) {
    this.rule = new Resource(async () => {
      const rule = (await getRegisterSettings(deps.api)).fields.nickname;
      return { enabled: rule.enabled, required: rule.required, pattern: rule.pattern, message: rule.messageKey };
    }, null);
    makeAutoObservable<NicknameModel, 'deps' | 'call'>(this, { deps: false, rule: false, call: false }, { autoBind: true });
  }

  /** Why the nickname was refused or not sent; null when nothing went wrong. */
  get problem(): MessageId | null {
    return this.call.problem;
  }

  /** The nickname is on its way. */
  get sending(): boolean {
    return this.call.sending;
  }

  /** Whether the merchant lets members change the nickname. */
  get editable(): boolean {
    return this.rule.value?.enabled === true;
  }

  /** Loads the merchant's nickname rule. */
  start(): void {
    void this.rule.load();
  }

  /** Opens the editor with the current nickname. */
  edit(current: string): void {
    this.editing = true;
    this.value = current;
    this.call.refuse(null);
  }

  /** The typed nickname; its message goes. */
  setValue(value: string): void {
    this.value = value;
    this.call.refuse(null);
  }

  /** Closes the editor without a change. */
  cancel(): void {
    this.editing = false;
    this.call.refuse(null);
  }

  /** Sends the trimmed nickname when the rule accepts it; true when it was changed. */
  async save(): Promise<boolean> {
    const rule = this.rule.value;
    if (!rule) return false;
    const nickname = this.value.trim();
    const check = fieldRuleCheck({ ...rule, required: true }, nickname);
    if (!check.valid) {
      this.call.refuse(messageIdOf(check.message));
      return false;
    }
    const saved = await this.call.run(async () => {
      await setNickname(this.deps.api, { nickname });
      await this.deps.member.load();
    });
    if (saved) runInAction(() => (this.editing = false));
    return saved;
  }
}
