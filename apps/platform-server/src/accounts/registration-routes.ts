import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { SqliteRateLimiter } from '../rate-limit/sqlite-rate-limiter';
import { isMerchantFeatureOn } from '../sessions/session-hook';
import { clientKey, consumeOrRefuse } from './account-guards';
import type { MemberRepository } from './member-repository';
import { ruleAccepts } from './registration-rules';
import { RegistrationService } from './registration-service';
import type { RegistrationSettingsRepository } from './registration-settings-repository';

/** Username and invitation code checks per client address per minute (against enumeration). */
export const CHECKS_PER_ADDRESS = { limit: 30, windowMs: 60_000 } as const;

/** The registration calls: rules, country codes, username and invitation code checks, and registering. */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  context: PlatformContext,
  repos: { members: MemberRepository; settings: RegistrationSettingsRepository },
): void {
  const { members, settings } = repos;
  const checks = new SqliteRateLimiter(context.db, CHECKS_PER_ADDRESS);
  const registration = new RegistrationService(context, members, settings);

  app.get('/wps/system/setting/register', async (request) => {
    const merchant = requireMerchant(request);
    const rules = settings.forMerchant(merchant.code);
    const isOn = (modId: string) => isMerchantFeatureOn(request, context.merchants, modId);
    return ok({
      usernameRegistration: isOn('REGISTER_REE3'),
      mobileRegistration: isOn('MOBILENUMREG3'),
      smsVerification: isOn('REGMOBVERF3'),
      captchaRequired: rules.fields.captcha.enabled && rules.fields.captcha.required,
      minimumAge: rules.minimumAge,
      fields: rules.fields,
      loginRules: rules.loginRules,
      termsHtml: rules.termsHtml,
      privacyHtml: rules.privacyHtml,
    });
  });

  app.get('/wps/system/country', async (request) => {
    requireMerchant(request);
    return ok(settings.countryCodes());
  });

  app.get('/wps/check/username', async (request, reply) => {
    const merchant = requireMerchant(request);
    consumeOrRefuse(checks, `check:username:ip:${clientKey(request)}`, context.now());
    const username = String((request.query as { username: string }).username).trim();
    const rule = settings.forMerchant(merchant.code).fields.username;
    const available = ruleAccepts({ ...rule, enabled: true }, username, { forceRequired: true }) && !members.usernameTaken(merchant.code, username);
    reply.header('cache-control', 'no-store');
    return ok({ available });
  });

  app.get('/wps/agent/affiliate', async (request) => {
    const merchant = requireMerchant(request);
    consumeOrRefuse(checks, `check:affiliate:ip:${clientKey(request)}`, context.now());
    const code = String((request.query as { code: string }).code);
    return ok({ valid: members.agentIdByAffiliateCode(merchant.code, code) !== null });
  });

  app.put('/wps/member/register', async (request) => ok(await registration.register(request, 'username')));
  app.put('/wps/member/register/mobile', async (request) => ok(await registration.register(request, 'mobile')));
}
