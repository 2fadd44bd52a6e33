import { actionBound, computed, isObservableProp, makeObservable, observable, observableRef, runInAction, type AnnotationMapEntry } from 'mobx';
import type { FormFailure } from '@gp/domain';
import type { CaptchaModel } from './captcha.model';
import type { FormFeedback } from './form-feedback';
import { endsTheSession } from './session-ending';
import { isPlatformError } from '@gp/api-client';

/** How a subclass's own members are made observable: its defaults, changed where named (false: left plain). */
export type FormAnnotations = Readonly<Record<string, AnnotationMapEntry | false>>;

/**
 * The base of every form model (login, registration, password changes and resets, feedback): the
 * call in flight, the messages (`feedback`: field errors, the alert, the focus), the captcha when
 * the form has one, Retry of the call that never got an answer, and the one success signal,
 * `succeeded`, which the page reacts to (it leaves, or says so). Secrets (passwords, codes, captcha
 * answers) are wiped on success and on `stop`; a captcha answer, single use, after each call that
 * sent it. A subclass names its calls (`A`), runs each through `attempt`, and calls `succeed`.
 */
export abstract class FormModel<F extends string, A extends string = 'submit', C extends CaptchaModel | null = null> {
  /** The call in flight, or null. */
  pending: A | null = null;
  /** True once the form did what it is for; a new call clears it. */
  succeeded = false;
  /** The call a Retry repeats: the last one that never got an answer. */
  retryAction: A | null = null;
  /** What the form shows besides its values; a form whose fields come with its settings replaces it. */
  feedback: FormFeedback<F>;
  /** The code and details of the last refusal, for a page that says more than its message (which limit, until when). */
  refusal: { readonly code: string; readonly value: unknown } | null = null;

  protected constructor(
    feedback: FormFeedback<F>,
    /** The form's captcha image, when it has one. */
    readonly captcha: C,
  ) {
    this.feedback = feedback;
    makeObservable<FormModel<F, A, C>>(this, { pending: observable, succeeded: observable, retryAction: observable, feedback: observableRef, refusal: observableRef });
  }

  /**
   * Makes the subclass's own members observable as makeAutoObservable would (fields observable,
   * getters computed, methods bound actions; a method that only reads is named false), which MobX does not do for a subclass itself.
   */
  protected makeFormObservable(overrides: FormAnnotations = {}): void {
    const annotations: Record<string, AnnotationMapEntry | false> = {};
    for (const key of Object.keys(this)) {
      if (key !== 'captcha' && !isObservableProp(this, key)) annotations[key] = observable;
    }
    const prototype: object = Object.getPrototypeOf(this);
    for (const key of Object.getOwnPropertyNames(prototype)) {
      const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
      if (key === 'constructor' || descriptor === undefined) continue;
      if (descriptor.get !== undefined) annotations[key] = computed;
      else if (typeof descriptor.value === 'function') annotations[key] = actionBound;
    }
    const entries = Object.entries({ ...annotations, ...overrides }).filter(([, annotation]) => annotation !== false);
    makeObservable(this, Object.fromEntries(entries) as Record<string, AnnotationMapEntry>);
  }

  /** Repeats the call that never got an answer (the alert's Retry). */
  async retry(): Promise<void> {
    const action = this.retryAction;
    runInAction(() => (this.retryAction = null));
    if (action !== null) await this.run(action);
  }

  /** The page goes: every secret wiped, the captcha dropped, messages gone. */
  stop(): void {
    runInAction(() => {
      this.wipeSecrets();
      this.captcha?.clear();
      this.feedback.clear();
    });
  }

  /** Runs one of the form's calls (what Retry repeats). */
  protected abstract run(action: A): Promise<void>;

  /** Forgets every typed secret: passwords, codes, the captcha answer. */
  protected abstract wipeSecrets(): void;

  /** Forgets the typed captcha answer (a form with a captcha overrides it). */
  protected clearCaptchaAnswer(): void {
    /* No captcha. */
  }

  /**
   * Runs `work` as the call `action`: nothing while another call is pending; messages, Retry and
   * the last success go first; a failure is shown (`showFailure`). Resolves whether `work` succeeded.
   */
  protected async attempt(action: A, work: () => Promise<void>): Promise<boolean> {
    if (this.pending !== null) return false;
    runInAction(() => {
      this.pending = action;
      this.retryAction = null;
      this.succeeded = false;
      this.refusal = null;
      this.feedback.clear();
    });
    try {
      await work();
      return true;
    } catch (error) {
      runInAction(() => this.showFailure(error, action));
      return false;
    } finally {
      runInAction(() => (this.pending = null));
    }
  }

  /**
   * Shows a failed call under its fields or in the alert, and remembers it for Retry when it never
   * got an answer; an ended session shows nothing (the app goes to login). Null when nothing shows.
   */
  protected showFailure(error: unknown, action: A): FormFailure | null {
    if (endsTheSession(error)) return null;
    this.refusal = isPlatformError(error) ? { code: error.code, value: error.value } : null;
    const failure = this.feedback.showFailure(error);
    this.retryAction = failure.kind === 'retry' ? action : null;
    return failure;
  }

  /** The form did what it is for: the page reacts, and its secrets go. */
  protected succeed(): void {
    runInAction(() => {
      this.wipeSecrets();
      this.succeeded = true;
    });
  }

  /** A captcha answer is single use: it goes and a new image loads. */
  protected renewCaptcha(): void {
    runInAction(() => this.clearCaptchaAnswer());
    void this.captcha?.refresh();
  }
}
