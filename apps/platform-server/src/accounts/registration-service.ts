import { checkBirthDate } from '@gp/domain';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../db/unique-violation';
import { ApiError, rateLimitedError } from '../http/envelope';
import { requireMerchant } from '../merchants/merchant-hook';
import type { PlatformContext } from '../platform-context';
import { LimitSet } from '../rate-limit/limit-set';
import { deviceKeyOf } from '../security/device-key';
import { readEncryptedBody } from '../security/encrypted-body';
import { sessionInfoOf, type SessionInfo } from '../sessions/session-info';
import { isMerchantFeatureOn } from '../sessions/session-hook';
import { normalizePhoneNumber } from '../verification/phone-number';
import { clientKey, refuseFields, requireFormCaptcha, requireConfirmation, TOO_MANY_ATTEMPTS, verificationCodeError } from './account-guards';
import type { MemberRepository, NewMember } from './member-repository';
import { hashPassword } from './password-hash';
import { fieldProblems, filled, MESSAGE_KEYS, REGISTER_FIELDS, type RegisterField } from './registration-rules';
import type { RegistrationSettingsRepository } from './registration-settings-repository';
import { welcomeMessageOf } from './welcome-message';
import { InboxRepository } from '../agents/inbox/inbox-repository';
import { contentLanguageOf } from '../content/content-language';
import { PromoSwitches } from '../engagement/engagement-access';
import { ReferralCodes } from '../engagement/referral-codes';

/** The decrypted registration payload (contract schema RegisterPayload). */
export type RegisterPayload = Partial<Record<RegisterField, string>> & {
  readonly password: string;
  readonly confirmPassword: string;
  readonly ageConfirmed: boolean;
  /** The date of birth, YYYY-MM-DD. */
  readonly birthDate: string;
  readonly countryDialingCode?: string;
  readonly registerUrl?: string;
  readonly registerMethod?: string;
  readonly captchaId?: string;
  readonly firebaseIdToken?: string;
};

/** Registrations per device per hour, and per client address (high enough for a carrier NAT). */
export const REGISTRATION_LIMITS = {
  device: { limit: 3, windowMs: 60 * 60_000 },
  address: { limit: 100, windowMs: 60 * 60_000 },
} as const;

const HOME_COUNTRY = '+63';

/** Registration by username or by mobile number (SPEC §7), with every check of the brief. */
export class RegistrationService {
  private readonly limits;
  private readonly promos;
  private readonly codes;

  constructor(
    private readonly context: PlatformContext,
    private readonly members: MemberRepository,
    private readonly settings: RegistrationSettingsRepository,
  ) {
    this.limits = new LimitSet(context.db, 'register', REGISTRATION_LIMITS);
    this.promos = new PromoSwitches(context.db);
    this.codes = new ReferralCodes(context.db);
  }

  /** Checks a registration, creates the account and logs it in. */
  async register(request: FastifyRequest, mode: 'username' | 'mobile'): Promise<SessionInfo> {
    const merchant = requireMerchant(request);
    const isOn = (modId: string) => isMerchantFeatureOn(request, this.context.merchants, modId);
    if (!isOn(mode === 'username' ? 'REGISTER_REE3' : 'MOBILENUMREG3')) {
      throw new ApiError(403, 'NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    }
    const subjects = { device: deviceKeyOf(request), address: clientKey(request) };
    const refusal = this.limits.check(subjects, this.context.now());
    if (refusal) throw rateLimitedError(refusal.retryAfterMs, TOO_MANY_ATTEMPTS);
    const payload = await readEncryptedBody<RegisterPayload>(request, this.context, 'RegisterPayload');
    if (payload.firebaseIdToken) {
      throw new ApiError(403, 'NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    }
    const rules = this.settings.forMerchant(merchant.code);
    const smsVerification = isOn('REGMOBVERF3');
    const values = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, payload[field]])) as Partial<Record<RegisterField, string>>;
    const mobileGiven = mode === 'mobile' || (rules.fields.mobileNum.enabled && filled(values.mobileNum) !== null);
    const forceRequired: RegisterField[] = mode === 'mobile' ? ['mobileNum'] : ['username'];
    if (mobileGiven && smsVerification) forceRequired.push('verificationCode');
    const problems = fieldProblems(rules.fields, values, {
      forceRequired,
      forceOptional: mode === 'mobile' ? ['username'] : [],
      skip: mobileGiven ? ['captcha'] : ['captcha', 'verificationCode'],
    });
    const phone = mobileGiven ? normalizePhoneNumber(payload.countryDialingCode || HOME_COUNTRY, values.mobileNum ?? '') : null;
    if (phone && !phone.ok && !problems.some((p) => p.field === 'mobileNum')) {
      problems.push({ field: 'mobileNum', messageKey: rules.fields.mobileNum.messageKey });
    }
    if (!payload.ageConfirmed) problems.push({ field: 'ageConfirmed', messageKey: MESSAGE_KEYS.ageConfirmation });
    const birthProblem = checkBirthDate(payload.birthDate, rules.minimumAge, this.context.now());
    if (birthProblem) problems.push({ field: 'birthDate', messageKey: birthProblem === 'invalid' ? MESSAGE_KEYS.birthDate : MESSAGE_KEYS.underAge });
    refuseFields(problems);
    requireConfirmation(payload.password, payload.confirmPassword, 'confirmPassword');
    requireFormCaptcha(this.context, rules.fields.captcha.enabled && rules.fields.captcha.required, payload);

    const enabled = (field: RegisterField): string | null => (rules.fields[field].enabled ? filled(values[field]) : null);
    const affiliateCode = enabled('affiliateCode');
    const parentId = affiliateCode ? this.members.agentIdByAffiliateCode(merchant.code, affiliateCode) : null;
    if (affiliateCode && parentId === null) {
      throw new ApiError(400, 'INVALID_INVITATION_CODE', 'Invalid invitation code', {
        fields: [{ field: 'affiliateCode', messageKey: MESSAGE_KEYS.invitation }],
      });
    }
    const recommenderId = this.recommenderOf(merchant.code, rules.fields.recommenderId.enabled, values.recommenderId);
    const e164 = phone?.ok ? phone.e164 : null;
    const username = filled(values.username) ?? (e164 ? e164.slice(1) : '');
    // An early answer that spends neither the SMS code nor a hash; createChecked checks again.
    if (this.members.usernameTaken(merchant.code, username)) throw usernameTaken('username');
    if (e164 && smsVerification) {
      const verified = this.context.sms.verify({
        merchant: merchant.code,
        purpose: 'register',
        countryDialingCode: payload.countryDialingCode || HOME_COUNTRY,
        mobileNumber: values.mobileNum ?? '',
        code: values.verificationCode ?? '',
      });
      if (!verified.ok) throw verificationCodeError();
    }
    const paymentPassword = enabled('paymentPassword');
    // Hash first: nothing may await between the last check and the insert.
    const [passwordHash, paymentPasswordHash] = await Promise.all([
      hashPassword(payload.password),
      paymentPassword ? hashPassword(paymentPassword) : Promise.resolve(null),
    ]);
    const now = this.context.now();
    const memberId = this.createChecked({
      merchantCode: merchant.code,
      username,
      passwordHash,
      nickname: enabled('nickname'),
      mobile: e164,
      email: enabled('email'),
      parentId,
      paymentPasswordHash,
      createdAt: now,
      profile: {
        payeeName: enabled('payeeName'),
        idNumber: enabled('idNumber'),
        qqNum: enabled('qqNum'),
        facebook: enabled('facebook'),
        wechat: enabled('wechat'),
        line: enabled('line'),
        whatsapp: enabled('whatsapp'),
        zalo: enabled('zalo'),
        recommenderId,
        registerMethod: payload.registerMethod ?? null,
        registerUrl: filled(payload.registerUrl),
        birthDate: payload.birthDate,
      },
    }, welcomeMessageOf(merchant.siteName, contentLanguageOf(request)));
    this.limits.hit(subjects, now);
    const session = this.context.sessions.create(memberId, now, { trial: false, device: request.headers['device'] === 'OTHERS' ? 'OTHERS' : 'MOBILE' });
    return sessionInfoOf({ username, nickname: enabled('nickname'), type: 0 }, session, true, merchant.code);
  }

  /**
   * The recommender's id: the member whose referral code (any letter case) or, failing that, whose
   * username the field holds. The form's field is read when the merchant shows it, and the referral
   * link's code (sent in the same field) when the invite-friends promo is on. An unknown one is
   * refused (400 REFERRER_LINK_ERROR) when the form shows the field, so the player can correct it;
   * from a hidden field it is ignored, as the player cannot: they register without a recommender.
   */
  private recommenderOf(merchantCode: string, fieldShown: boolean, value: string | undefined): number | null {
    const given = fieldShown || this.promos.isOn(merchantCode, 'referral') ? filled(value) : null;
    if (given === null) return null;
    const id = this.codes.realIdByCode(merchantCode, given) ?? this.members.realIdByUsername(merchantCode, given);
    if (id === null && fieldShown) {
      throw new ApiError(400, 'REFERRER_LINK_ERROR', 'Referrer link error', {
        fields: [{ field: 'recommenderId', messageKey: MESSAGE_KEYS.referrer }],
      });
    }
    return id;
  }

  /**
   * Checks the username (any letter case) and mobile number are free and writes the account with
   * its referral code and welcome inbox message, in one transaction; 409 USERNAME_TAKEN when either is used, also when a concurrent registration
   * won the race and the unique index refuses the row.
   */
  private createChecked(member: NewMember, welcome: { readonly title: string; readonly html: string }): number {
    try {
      return this.context.db.transaction(() => {
        if (this.members.usernameTaken(member.merchantCode, member.username)) throw usernameTaken('username');
        if (member.mobile && this.members.mobileTaken(member.merchantCode, member.mobile)) throw usernameTaken('mobileNum');
        const memberId = this.members.create(member);
        this.codes.ensure(memberId, member.merchantCode);
        new InboxRepository(this.context.db).add(memberId, welcome.title, welcome.html, member.createdAt);
        return memberId;
      })();
    } catch (error) {
      if (isUniqueViolation(error)) throw usernameTaken('username');
      throw error;
    }
  }
}

/** 409 USERNAME_TAKEN for a username (any letter case) or mobile number already used on the merchant. */
export function usernameTaken(field: string): ApiError {
  return new ApiError(409, 'USERNAME_TAKEN', 'Sorry, the username already exists', {
    fields: [{ field, messageKey: MESSAGE_KEYS.account }],
  });
}
