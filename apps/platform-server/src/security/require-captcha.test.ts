import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../testing/captcha';
import { useTestServer } from '../testing/test-db';
import { requireCaptcha } from './require-captcha';

const server = useTestServer();

describe('requireCaptcha', () => {
  const context = () => server.app.platform;

  it('accepts the right answer once, then refuses the used challenge', () => {
    const answer = solvedCaptcha(context());
    expect(() => requireCaptcha(context(), answer, context().now())).not.toThrow();
    expect(() => requireCaptcha(context(), answer, context().now())).toThrow(
      expect.objectContaining({ statusCode: 400, errorCode: 'VERIFICATION_CODE_ERROR', details: { captcha: true } }),
    );
  });

  it('refuses a missing id or a blank answer with CAPTCHA_REQUIRED', () => {
    const { captchaId } = solvedCaptcha(context());
    for (const answer of [{}, { captchaId }, { captchaId, captcha: '  ' }, { captcha: '24680' }]) {
      expect(() => requireCaptcha(context(), answer, context().now())).toThrow(
        expect.objectContaining({ statusCode: 400, errorCode: 'CAPTCHA_REQUIRED', details: { captcha: true } }),
      );
    }
  });

  it('refuses a wrong answer, burning the challenge, with the details given', () => {
    const answer = solvedCaptcha(context());
    const fields = [{ field: 'captcha', messageKey: 'k' }];
    expect(() => requireCaptcha(context(), { ...answer, captcha: '11111' }, context().now(), { fields })).toThrow(
      expect.objectContaining({ errorCode: 'VERIFICATION_CODE_ERROR', details: { captcha: true, fields } }),
    );
    expect(() => requireCaptcha(context(), answer, context().now())).toThrow(expect.objectContaining({ errorCode: 'VERIFICATION_CODE_ERROR' }));
  });

  it('refuses an expired challenge', () => {
    const answer = solvedCaptcha(context());
    expect(() => requireCaptcha(context(), answer, context().now() + 24 * 60 * 60_000)).toThrow(
      expect.objectContaining({ errorCode: 'VERIFICATION_CODE_ERROR' }),
    );
  });
});
