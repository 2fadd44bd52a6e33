import { runInAction } from 'mobx';
import {
  FEEDBACK_FIELDS,
  FEEDBACK_TYPE_UNSET,
  MODULE_IDS,
  feedbackCounterText,
  feedbackDecision,
  feedbackTypeOf,
  isFeedbackSubmitEnabled,
  type FeedbackField,
  type FeedbackTypeValue,
  type MessageId,
} from '@gp/domain';
import { sendFeedback, type PlatformClient } from '@gp/api-client';
import { CaptchaModel } from './captcha.model';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';
import type { DialogOptions, UiMessage } from './ui.store';

/** Collaborators of the feedback screen. */
export interface FeedbackDeps {
  readonly api: PlatformClient;
  readonly session: { readonly userName: string | null };
  readonly ui: { alert(options: DialogOptions & { readonly message: UiMessage<MessageId> }): Promise<void> };
}

/**
 * The feedback screen (SPEC §2, §3, §5): a question type (none chosen is allowed and sent as -1),
 * the content of 20 to 200 characters with its n/200 counter, and the captcha (tap to refresh).
 * Confirm is disabled while the content is empty or a send is under way; a sent feedback opens the
 * 'Sent successfully' dialog and empties the form (`succeeded`). A captcha is single-use: after every send a new
 * one loads.
 */
export class FeedbackModel extends FormModel<FeedbackField, 'submit', CaptchaModel> {
  type: FeedbackTypeValue = FEEDBACK_TYPE_UNSET;
  content = '';
  captchaText = '';

  constructor(private readonly deps: FeedbackDeps) {
    super(new FormFeedback<FeedbackField>(FEEDBACK_FIELDS, { captchaField: 'captcha' }), new CaptchaModel(deps.api));
    this.makeFormObservable({ deps: false });
  }

  /** The counter under the content: 'n/200'. */
  get counter(): string {
    return feedbackCounterText(this.content);
  }

  /** Confirm is enabled only with some content and no send under way (SPEC §2). */
  get submitEnabled(): boolean {
    return isFeedbackSubmitEnabled(this.content) && this.pending === null;
  }

  /** Loads the first captcha. */
  start(): void {
    void this.captcha.refresh();
  }

  /** Picks a question type from the picker's value ('' or unknown means none). */
  setType(value: string): void {
    this.type = feedbackTypeOf(value);
  }

  /** Changes the content or the captcha answer; its message goes. */
  setField(field: FeedbackField, value: string): void {
    if (field === 'content') this.content = value;
    else this.captchaText = value;
    this.feedback.clearError(field);
  }

  /** Sends the feedback when the checks pass. */
  async submit(): Promise<void> {
    if (!this.submitEnabled) return;
    const decision = feedbackDecision({ type: this.type, content: this.content, captcha: this.captchaText });
    if (decision.kind === 'invalid') {
      this.feedback.showChecks(decision.results, decision.firstInvalidField);
      return;
    }
    const answer = this.captcha.answer(decision.body.captcha);
    if (answer === null) {
      // No challenge loaded (its image failed): the player taps the image for a new one.
      this.feedback.showFieldError('captcha', 'form.feedbackCaptchaRequired');
      return;
    }
    const sent = await this.attempt('submit', async () => {
      await sendFeedback(this.deps.api, {
        content: decision.body.content,
        type: decision.body.type,
        sender: this.deps.session.userName ?? '',
        ...answer,
        moduleId: MODULE_IDS.feedback,
      });
      runInAction(() => {
        this.content = '';
        this.type = FEEDBACK_TYPE_UNSET;
      });
      this.succeed();
      void this.deps.ui.alert({ message: { id: 'feedback.sent' } });
    });
    // Without an answer the challenge may still be unused: Retry sends the same one.
    if (sent || this.retryAction === null) this.renewCaptcha();
  }

  protected run(): Promise<void> {
    return this.submit();
  }

  protected wipeSecrets(): void {
    this.captchaText = '';
  }

  protected override clearCaptchaAnswer(): void {
    this.captchaText = '';
  }
}
