import { makeAutoObservable, runInAction } from 'mobx';
import { checkRgLimitAmount, parseAmountInput, type MessageId, type RgLimitKind, type RgLimitPeriod } from '@gp/domain';
import { getResponsibleGaming, setRgLimit, setRgRealityCheck, setRgSessionLimit, type PlatformClient, type RgStatus } from '@gp/api-client';
import { FormFeedback } from '../form-feedback';
import { Resource } from '../resource';
import type { ToastDuration, UiMessage } from '../ui.store';

/** A field of the limits screen. */
export type RgToolsField = 'amount' | 'sessionMinutes' | 'realityMinutes';

/** Collaborators of the limits screen. */
export interface RgToolsDeps {
  readonly api: PlatformClient;
  readonly ui: { toast(message: UiMessage<MessageId>, options?: { readonly duration?: ToastDuration; readonly kind?: 'info' | 'success' | 'error' }): number };
  /** The language amounts are typed in. */
  readonly locale: () => string;
}

/** What a save changed: at once, or waiting for the cooling period. */
function savedMessage(before: number | null | undefined, after: { amount: number | null; pending: unknown }): MessageId {
  return after.pending !== null && before === after.amount ? 'rg.limitPending' : 'rg.limitSaved';
}

/**
 * The player's limits (issue 20): the settings and their use, a form to set, lower, raise or
 * remove a deposit, loss or wager limit per day, week or month (a raise or removal waits the
 * merchant's cooling period, which the platform decides and the list shows), the daily play-time
 * limit and the reality-check interval. Every change is checked again by the platform.
 */
export class RgToolsModel {
  readonly status: Resource<RgStatus | null>;
  readonly feedback = new FormFeedback<RgToolsField>(['amount', 'sessionMinutes', 'realityMinutes'], { aliases: { amountMinor: 'amount' } });
  kind: RgLimitKind = 'deposit';
  period: RgLimitPeriod = 'day';
  amount = '';
  /** The call in flight: which setting is being saved, or null. */
  saving: RgToolsField | null = null;

  constructor(private readonly deps: RgToolsDeps) {
    this.status = new Resource(() => getResponsibleGaming(deps.api), null);
    makeAutoObservable<RgToolsModel, 'deps'>(this, { deps: false, status: false, feedback: false }, { autoBind: true });
  }

  /** Whether the chosen limit is set and not already on its way out: Remove limit is offered. */
  get canRemove(): boolean {
    const limit = this.status.value?.limits.find((entry) => entry.kind === this.kind && entry.period === this.period);
    return limit !== undefined && limit.amountMinor !== null && (limit.pending === null || limit.pending.amount !== null);
  }

  /** Loads the settings. */
  start(): void {
    void this.status.load();
  }

  /** Nothing runs in the background. */
  stop(): void {
    this.feedback.clear();
  }

  /** Chooses the limit the form edits. */
  choose(kind: RgLimitKind, period: RgLimitPeriod): void {
    this.kind = kind;
    this.period = period;
    this.feedback.clearError('amount');
  }

  /** The amount typed. */
  setAmount(text: string): void {
    this.amount = text;
    this.feedback.clearError('amount');
  }

  /** Saves the typed amount as the chosen limit. */
  async saveLimit(): Promise<void> {
    const parsed = parseAmountInput(this.amount, this.deps.locale());
    if (!parsed.ok) return this.feedback.showFieldError('amount', parsed.problem === 'empty' ? 'rg.amountRequired' : 'withdraw.amount.notANumber');
    if (checkRgLimitAmount(parsed.minor) !== null) return this.feedback.showFieldError('amount', 'rg.limitRange');
    await this.saveMoneyLimit(parsed.minor);
  }

  /** Removes the chosen limit (after the cooling period). */
  removeLimit(): Promise<void> {
    return this.saveMoneyLimit(null);
  }

  /** Sets the daily play-time limit ('' removes it). */
  saveSessionLimit(minutes: string): Promise<void> {
    const before = this.status.value?.sessionLimit.minutes;
    return this.save('sessionMinutes', () => setRgSessionLimit(this.deps.api, minutes === '' ? null : Number(minutes)), (status) =>
      savedMessage(before, { amount: status.sessionLimit.minutes, pending: status.sessionLimit.pending }),
    );
  }

  /** Chooses the reality-check interval. */
  saveRealityCheck(minutes: string): Promise<void> {
    return this.save('realityMinutes', () => setRgRealityCheck(this.deps.api, Number(minutes)), () => 'rg.realityCheckSaved');
  }

  private saveMoneyLimit(amountMinor: number | null): Promise<void> {
    const { kind, period } = this;
    const before = this.status.value?.limits.find((limit) => limit.kind === kind && limit.period === period)?.amountMinor;
    return this.save('amount', () => setRgLimit(this.deps.api, { kind, period, amountMinor }), (status) => {
      const after = status.limits.find((limit) => limit.kind === kind && limit.period === period);
      return savedMessage(before, { amount: after?.amountMinor ?? null, pending: after?.pending ?? null });
    });
  }

  private async save(field: RgToolsField, call: () => Promise<RgStatus>, message: (status: RgStatus) => MessageId): Promise<void> {
    if (this.saving !== null) return;
    this.saving = field;
    this.feedback.clear();
    try {
      const status = await call();
      runInAction(() => {
        this.status.seed(status);
        if (field === 'amount') this.amount = '';
      });
      this.deps.ui.toast({ id: message(status) }, { kind: 'success', duration: 'short' });
    } catch (error) {
      runInAction(() => this.feedback.showFailure(error));
    } finally {
      runInAction(() => (this.saving = null));
    }
  }
}
