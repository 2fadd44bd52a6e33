import { isObservableProp } from 'mobx';
import { describe, expect, it } from 'vitest';
import { PlatformError } from '@gp/api-client';
import { CaptchaModel } from './captcha.model';
import { FormFeedback } from './form-feedback';
import { FormModel } from './form.model';
import { FakePlatform, deferred, settle } from './test-support/fake-platform';

/** The smallest form: one secret code, one call that does what `answer` says. */
class CodeForm extends FormModel<'code', 'submit', CaptchaModel> {
  code = '';
  captchaText = '';
  calls = 0;

  constructor(
    api: FakePlatform['api'],
    private readonly answer: () => Promise<void>,
  ) {
    super(new FormFeedback<'code'>(['code']), new CaptchaModel(api));
    this.makeFormObservable({ answer: false, calls: false });
  }

  setCode(code: string): void {
    this.code = code;
  }

  async submit(): Promise<void> {
    await this.attempt('submit', async () => {
      this.calls += 1;
      await this.answer();
      this.succeed();
    });
    this.renewCaptcha();
  }

  protected run(): Promise<void> {
    return this.submit();
  }

  protected wipeSecrets(): void {
    this.code = '';
    this.captchaText = '';
  }

  protected override clearCaptchaAnswer(): void {
    this.captchaText = '';
  }
}

function platform() {
  return new FakePlatform().on('GET', '/wps/captcha', () => ({ captchaId: `c-${'x'.repeat(16)}`, imageBase64: 'iVBORw0KGgo=', expiresAt: 0 }));
}

describe('FormModel', () => {
  it('makes the subclass observable with bound methods, and its secrets go on success', async () => {
    const form = new CodeForm(platform().api, () => Promise.resolve());
    const { setCode } = form;
    setCode('1234');
    expect(isObservableProp(form, 'code')).toBe(true);
    expect(form.code).toBe('1234');
    await form.submit();
    expect(form.succeeded).toBe(true);
    expect(form.code).toBe('');
  });

  it('runs one call at a time, pending meanwhile', async () => {
    const answer = deferred<void>();
    const form = new CodeForm(platform().api, () => answer.promise);
    const first = form.submit();
    expect(form.pending).toBe('submit');
    await form.submit();
    expect(form.calls).toBe(1);
    answer.resolve();
    await first;
    expect(form.pending).toBeNull();
    expect(form.succeeded).toBe(true);
  });

  it('shows a refusal, keeps the typed secret for another try, and offers no Retry', async () => {
    const form = new CodeForm(platform().api, () => Promise.reject(new PlatformError('NO_PERMISSION', 'no', 403)));
    form.setCode('1234');
    await form.submit();
    expect(form.feedback.alert).toEqual({ tone: 'error', messageId: 'error.noPermission', retry: false });
    expect(form.retryAction).toBeNull();
    expect(form.succeeded).toBe(false);
    expect(form.code).toBe('1234');
  });

  it('remembers a call that never got an answer, and Retry repeats it once', async () => {
    let calls = 0;
    const form = new CodeForm(platform().api, () => (++calls === 1 ? Promise.reject(new PlatformError('NETWORK', 'offline')) : Promise.resolve()));
    await form.submit();
    expect(form.feedback.alert?.retry).toBe(true);
    expect(form.retryAction).toBe('submit');
    await form.retry();
    expect(form.succeeded).toBe(true);
    expect(form.feedback.alert).toBeNull();
    await form.retry();
    expect(calls).toBe(2);
  });

  it('shows nothing when the call ended the session', async () => {
    const form = new CodeForm(platform().api, () => Promise.reject(new PlatformError('SESSION_EXPIRED', 'over', 401)));
    await form.submit();
    expect(form.feedback.alert).toBeNull();
    expect(form.retryAction).toBeNull();
  });

  it('spends a captcha answer after each call and drops everything on stop', async () => {
    const fake = platform();
    const form = new CodeForm(fake.api, () => Promise.reject(new PlatformError('NO_PERMISSION', 'no', 403)));
    form.captchaText = '24680';
    form.setCode('1234');
    await form.submit();
    await settle();
    expect(form.captchaText).toBe('');
    expect(form.captcha.imageSrc).not.toBeNull();
    form.stop();
    expect(form.code).toBe('');
    expect(form.captcha.imageSrc).toBeNull();
    expect(form.feedback.alert).toBeNull();
  });
});
