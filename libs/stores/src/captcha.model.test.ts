import { describe, expect, it } from 'vitest';
import { CaptchaModel } from './captcha.model';
import { FakePlatform, Failure, deferred, settle } from './test-support/fake-platform';

const challenge = (id: string) => ({ captchaId: id, imageBase64: `png-${id}`, expiresAt: 0 });

describe('CaptchaModel', () => {
  it('loads a challenge as a data URL and answers with its id and the trimmed digits', async () => {
    const platform = new FakePlatform().on('GET', '/wps/captcha', () => challenge('cap-0000000000000001'));
    const captcha = new CaptchaModel(platform.api);
    expect(captcha.answer('123')).toBeNull();
    const loading = captcha.refresh();
    expect(captcha.loading).toBe(true);
    await loading;
    expect(captcha.loading).toBe(false);
    expect(captcha.imageSrc).toBe('data:image/png;base64,png-cap-0000000000000001');
    expect(captcha.answer(' 12345 ')).toEqual({ captchaId: 'cap-0000000000000001', captcha: '12345' });
  });

  it('shows no image and keeps the code when the load fails', async () => {
    const platform = new FakePlatform().on('GET', '/wps/captcha', () => new Failure('RATE_LIMITED', 429));
    const captcha = new CaptchaModel(platform.api);
    await captcha.refresh();
    expect(captcha.imageSrc).toBeNull();
    expect(captcha.errorCode).toBe('RATE_LIMITED');
    expect(captcha.answer('1')).toBeNull();
  });

  it('never lets an older answer replace a newer image, nor a load finish after clear', async () => {
    const first = deferred<ReturnType<typeof challenge>>();
    let calls = 0;
    const platform = new FakePlatform().on('GET', '/wps/captcha', () => (++calls === 1 ? first.promise : challenge('cap-second-000000001')));
    const captcha = new CaptchaModel(platform.api);
    const older = captcha.refresh();
    await captcha.refresh();
    first.resolve(challenge('cap-first-0000000001'));
    await older;
    expect(captcha.imageSrc).toContain('cap-second');
    expect(captcha.loading).toBe(false);

    const late = deferred<ReturnType<typeof challenge>>();
    platform.on('GET', '/wps/captcha', () => late.promise);
    const pending = captcha.refresh();
    captcha.clear();
    late.resolve(challenge('cap-late-00000000001'));
    await pending;
    await settle();
    expect(captcha.imageSrc).toBeNull();
    expect(captcha.loading).toBe(false);
  });
});
