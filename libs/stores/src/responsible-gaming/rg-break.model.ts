import { runInAction } from 'mobx';
import { formatBreakEnd, RG_COOL_OFF_LENGTHS, RG_SELF_EXCLUSION_LENGTHS, type RgExclusionKind } from '@gp/domain';
import { takeRgExclusion, type PlatformClient, type RgExclusion, type RgExclusionPayload } from '@gp/api-client';
import { FormFeedback } from '../form-feedback';
import { FormModel } from '../form.model';
import type { DialogOptions } from '../ui.store';

/** A field of the break form. */
export type RgBreakField = 'length' | 'password';

/** Collaborators of the break form. */
export interface RgBreakDeps {
  readonly api: PlatformClient;
  readonly ui: { confirm(options: DialogOptions): Promise<boolean>; alert(options: DialogOptions): Promise<void> };
  /** The platform ended every session of the account: the app forgets its own. */
  readonly session: { clear(): void };
  /** The language the end date is written in. */
  readonly locale: () => string;
}

/**
 * Taking a break (issue 20): a cool-off of 24 hours to 6 weeks or a self-exclusion of 6 months to
 * 5 years, confirmed with the login password and, after the consequences are stated, in a dialog.
 * On success the platform has ended every session: a message says until when, then the app
 * forgets its session too (the route guard then shows login).
 */
export class RgBreakModel extends FormModel<RgBreakField> {
  kind: RgExclusionKind = 'cool_off';
  length = '';
  password = '';
  /** The break just taken, for the page to show. */
  taken: RgExclusion | null = null;

  constructor(private readonly deps: RgBreakDeps) {
    super(new FormFeedback<RgBreakField>(['length', 'password'], { aliases: { oldPassword: 'password' } }), null);
    this.makeFormObservable({ deps: false });
  }

  /** The lengths offered for the chosen kind. */
  get lengths(): readonly string[] {
    return this.kind === 'cool_off' ? RG_COOL_OFF_LENGTHS : RG_SELF_EXCLUSION_LENGTHS;
  }

  /** Chooses a cool-off or a self-exclusion; a length of the other kind goes. */
  setKind(kind: RgExclusionKind): void {
    this.kind = kind;
    if (!this.lengths.includes(this.length)) this.length = '';
    this.feedback.clearError('length');
  }

  /** Changes the length or the password. */
  setField(field: RgBreakField, value: string): void {
    this[field] = value;
    this.feedback.clearError(field);
  }

  /** Checks the form, states the consequences in a dialog, then takes the break. */
  async submit(): Promise<void> {
    if (!this.lengths.includes(this.length)) return this.feedback.showFieldError('length', 'rg.optionRequired');
    if (this.password === '') return this.feedback.showFieldError('password', 'form.loginPasswordRequired');
    const confirmed = await this.deps.ui.confirm({
      title: { id: this.kind === 'cool_off' ? 'rg.break.confirmCoolOffTitle' : 'rg.break.confirmExclusionTitle' },
      message: { id: this.kind === 'cool_off' ? 'rg.break.confirmCoolOff' : 'rg.break.confirmExclusion' },
      confirmLabel: { id: 'rg.break.confirmLabel' },
    });
    if (confirmed) await this.run();
  }

  protected async run(): Promise<void> {
    const payload: RgExclusionPayload = { kind: this.kind, length: this.length as RgExclusionPayload['length'], password: this.password };
    await this.attempt('submit', async () => {
      const taken = await takeRgExclusion(this.deps.api, payload);
      runInAction(() => (this.taken = taken));
      this.succeed();
      await this.deps.ui.alert({
        title: { id: 'rg.break.takenTitle' },
        message: { id: 'rg.break.taken', values: { date: formatBreakEnd(taken.endsAt, this.deps.locale()) } },
      });
      this.deps.session.clear();
    });
  }

  protected wipeSecrets(): void {
    this.password = '';
  }
}
