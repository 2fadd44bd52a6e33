import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { deviceKeyOf } from '../security/device-key';
import { requireFeature } from '../sessions/session-hook';
import { normalizePhoneNumber } from '../verification/phone-number';
import { codeFromSmsText } from '../verification/sms-text';
import type { SmsCodePurpose } from '../verification/sms-provider';
import { clientKey, requireFormCaptcha } from './account-guards';
import type { MemberRepository } from './member-repository';
import type { RegistrationSettingsRepository } from './registration-settings-repository';
import { invalidMobile, PhantomSmsSends, smsSendAnswer } from './sms-sending';

interface SmsCodeBody {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly purpose?: 'login' | 'reset';
  readonly captchaId?: string;
  readonly captcha?: string;
}

interface OutboxQuery {
  readonly mobileNum: string;
  readonly countryDialingCode: string;
  readonly purpose: SmsCodePurpose;
}

const MODULE_OF_PURPOSE: Readonly<Record<SmsCodePurpose, string>> = {
  register: 'REGMOBVERF3',
  login: 'MOBILEVERCODELOGIN3',
  reset: 'CHNGPASSVERIF3',
};

/** The SMS code calls: codes for registration, for login and reset, and the development outbox. */
export function registerSmsRoutes(
  app: FastifyInstance,
  context: PlatformContext,
  members: MemberRepository,
  settings: RegistrationSettingsRepository,
): void {
  const phantoms = new PhantomSmsSends(context.db);

  async function send(request: FastifyRequest, reply: FastifyReply, purpose: SmsCodePurpose) {
    const merchant = requireMerchant(request);
    requireFeature(request, context.merchants, MODULE_OF_PURPOSE[purpose]);
    const body = request.body as SmsCodeBody;
    const phone = normalizePhoneNumber(body.countryDialingCode, body.mobileNum);
    if (!phone.ok) throw invalidMobile();
    const captchaRule = settings.forMerchant(merchant.code).fields.captcha;
    requireFormCaptcha(context, captchaRule.enabled && captchaRule.required, body);
    const accountId = members.idByMobile(merchant.code, phone.e164);
    const mustStaySilent = purpose === 'register' ? members.mobileTaken(merchant.code, phone.e164) : accountId === null;
    const clientAddress = clientKey(request);
    const device = deviceKeyOf(request);
    const result = mustStaySilent
      ? phantoms.pretend({ merchant: merchant.code, purpose, e164: phone.e164, clientAddress, device }, context.now())
      : await context.sms.issue({
          merchant: merchant.code,
          purpose,
          countryDialingCode: body.countryDialingCode,
          mobileNumber: body.mobileNum,
          clientAddress,
          device,
          language: typeof request.headers['language'] === 'string' ? request.headers['language'] : undefined,
        });
    reply.header('cache-control', 'no-store');
    return ok(smsSendAnswer(result));
  }

  app.post('/wps/verification/sms/register', (request, reply) => send(request, reply, 'register'));
  app.post('/wps/verification/sms/noLogin', (request, reply) => send(request, reply, (request.body as SmsCodeBody).purpose ?? 'login'));

  if (!context.development) return;
  const latest = context.db.prepare<[string, string, string], { body: string; created_at: number }>(
    'SELECT body, created_at FROM sms_outbox WHERE merchant = ? AND to_number = ? AND code_purpose = ? ORDER BY id DESC LIMIT 1',
  );
  app.get('/wps/dev/sms-outbox', async (request) => {
    const merchant = requireMerchant(request);
    const query = request.query as OutboxQuery;
    const phone = normalizePhoneNumber(query.countryDialingCode, query.mobileNum);
    if (!phone.ok) throw invalidMobile();
    const row = latest.get(merchant.code, phone.e164, query.purpose);
    const code = row ? codeFromSmsText(row.body) : null;
    if (!row || !code) throw new ApiError(404, 'NOT_FOUND', 'No code was sent to this number');
    return ok({ code, sentAt: row.created_at });
  });
}
