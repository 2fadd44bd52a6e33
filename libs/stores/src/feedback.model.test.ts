import { describe, expect, it } from 'vitest';
import { FeedbackModel } from './feedback.model';
import { FakePlatform, Failure, settle } from './test-support/fake-platform';
import { ManualClock } from './test-support/manual-clock';
import { UiStore } from './ui.store';

function setup() {
  let captchas = 0;
  const platform = new FakePlatform()
    .on('GET', '/wps/captcha', () => ({ captchaId: `cap-${String(++captchas).padStart(16, '0')}`, imageBase64: 'png', expiresAt: 0 }))
    .on('PUT', '/wps/feedback', () => ({ feedbackId: 1, type: 3, createdAt: 0 }));
  const ui = new UiStore(new ManualClock());
  const session = { userName: 'fresh01' };
  const model = new FeedbackModel({ api: platform.api, session, ui });
  return { platform, ui, session, model };
}

async function started() {
  const context = setup();
  context.model.start();
  await settle();
  return context;
}

describe('FeedbackModel', () => {
  it('counts n/200 and enables confirm only with content', () => {
    const { model } = setup();
    expect(model.counter).toBe('0/200');
    expect(model.submitEnabled).toBe(false);
    model.setField('content', '   ');
    expect(model.submitEnabled).toBe(false);
    model.setField('content', 'Hello');
    expect(model.counter).toBe('5/200');
    expect(model.submitEnabled).toBe(true);
  });

  it('refuses 19 characters, sends nothing and focuses the content', async () => {
    const { model, platform } = await started();
    model.setField('content', 'a'.repeat(19));
    model.setField('captcha', '12345');
    await model.submit();
    expect(model.feedback.errors).toEqual({ content: 'form.feedbackLength' });
    expect(model.feedback.focus?.field).toBe('content');
    expect(platform.callsTo('PUT', '/wps/feedback')).toHaveLength(0);
  });

  it('sends 20 characters with the type, sender and captcha, says Sent successfully and empties the form', async () => {
    const { model, platform, ui } = await started();
    model.setType('3');
    model.setField('content', 'b'.repeat(20));
    model.setField('captcha', ' 12345 ');
    await model.submit();
    const call = platform.callsTo('PUT', '/wps/feedback')[0];
    expect(call?.body).toEqual({ content: 'b'.repeat(20), type: 3, sender: 'fresh01', captchaId: 'cap-0000000000000001', captcha: '12345' });
    expect(call?.headers.get('ModuleId')).toBe('FEEDBACK3');
    expect(ui.dialog).toMatchObject({ kind: 'alert', message: { id: 'feedback.sent' } });
    expect([model.content, model.captchaText, model.type]).toEqual(['', '', -1]);
    await settle();
    expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(2);
  });

  it('shows the platform’s feedback_length under the content', async () => {
    const { model, platform } = await started();
    platform.on('PUT', '/wps/feedback', () => new Failure('VALIDATION_FAILED', 400, { fields: [{ field: 'content', messageKey: 'feedback_length' }] }));
    model.setField('content', 'c'.repeat(25));
    model.setField('captcha', '1');
    await model.submit();
    expect(model.feedback.errors).toEqual({ content: 'feedback_length' });
    expect(model.content).toBe('c'.repeat(25));
  });

  it('shows a wrong captcha under the captcha, with a new image', async () => {
    const { model, platform } = await started();
    platform.on('PUT', '/wps/feedback', () => new Failure('VERIFICATION_CODE_ERROR', 400, { captcha: true }));
    model.setField('content', 'c'.repeat(25));
    model.setField('captcha', '1');
    await model.submit();
    expect(model.feedback.errors).toEqual({ captcha: 'error.verificationCode' });
    expect(model.captchaText).toBe('');
    await settle();
    expect(platform.callsTo('GET', '/wps/captcha')).toHaveLength(2);
  });

  it('keeps the captcha for Retry after a network failure', async () => {
    const { model, platform } = await started();
    platform.on('PUT', '/wps/feedback', () => {
      throw new TypeError('Failed to fetch');
    });
    model.setField('content', 'c'.repeat(25));
    model.setField('captcha', '777');
    await model.submit();
    expect(model.feedback.alert).toEqual({ tone: 'error', messageId: 'error.network', retry: true });
    expect(model.captchaText).toBe('777');
    platform.on('PUT', '/wps/feedback', () => ({ feedbackId: 2, type: 0, createdAt: 0 }));
    await model.retry();
    expect(platform.callsTo('PUT', '/wps/feedback')[1]?.body).toMatchObject({ captchaId: 'cap-0000000000000001', captcha: '777' });
  });

  it('asks for a new captcha when none could be loaded', async () => {
    const { model, platform } = setup();
    platform.on('GET', '/wps/captcha', () => new Failure('INTERNAL_ERROR', 500));
    model.start();
    await settle();
    model.setField('content', 'c'.repeat(25));
    model.setField('captcha', '1');
    await model.submit();
    expect(model.feedback.errors).toEqual({ captcha: 'form.feedbackCaptchaRequired' });
    expect(platform.callsTo('PUT', '/wps/feedback')).toHaveLength(0);
  });

  it('lets the session end quietly, and drops the captcha on stop', async () => {
    const { model, platform } = await started();
    platform.on('PUT', '/wps/feedback', () => new Failure('SESSION_EXPIRED', 401));
    model.setField('content', 'c'.repeat(25));
    model.setField('captcha', '1');
    await model.submit();
    expect(model.feedback.alert).toBeNull();
    model.stop();
    expect(model.captcha.imageSrc).toBeNull();
  });
});
