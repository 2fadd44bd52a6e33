import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { validationFailed } from '../http/validation-failed';
import type { PlatformContext } from '../platform-context';
import { requireFeature, requireRealAccount, requireSession } from '../sessions/session-hook';
import { sessionTokenOf } from './account-guards';
import type { AccountSecurityRepository } from './account-security-repository';
import { avatarChoices, avatarUrl, defaultAvatarId } from './avatars';
import type { HeadImageRepository } from './head-images';
import { IMAGE_UPLOAD_BODY_LIMIT, decodeImageUpload, type ImageUploadBody } from '../http/image-upload';
import { maskEmail, maskMobile } from './contact-masking';
import type { MemberRecord, MemberRepository } from './member-repository';
import { ruleAccepts } from './registration-rules';
import type { RegistrationSettingsRepository } from './registration-settings-repository';

/** The VIP label of a level (SPEC §3 clubLabel.labelName): '0' without a level, else `VIP n`. */
export function vipLabelName(level: number): string {
  return level > 0 ? `VIP ${level}` : '0';
}

/** The member info, head icon and security settings calls. */
export function registerMemberRoutes(
  app: FastifyInstance,
  context: PlatformContext,
  repos: { members: MemberRepository; security: AccountSecurityRepository; settings: RegistrationSettingsRepository; headImages: HeadImageRepository },
): void {
  const { members, security, settings, headImages } = repos;

  /** The session's own member row (filtered by the session's member id and merchant). */
  function ownMember(account: { memberId: number; merchantCode: string }): MemberRecord {
    const member = members.find(account.memberId, account.merchantCode);
    if (!member) throw new ApiError(401, 'SESSION_EXPIRED', 'The account has been logged out, please log in again');
    return member;
  }

  /** The head icon: the uploaded picture when there is one, else the chosen or default preset. */
  function headIcon(member: MemberRecord) {
    const iconId = member.headIconId ?? defaultAvatarId(member.id);
    const uploaded = headImages.urlOf(member.id);
    return { iconId, iconUrl: uploaded ?? avatarUrl(iconId), uploaded: uploaded !== null, choices: avatarChoices() };
  }

  /** The member info of the session's own account (SPEC §3 'Member info'). */
  function memberInfo(request: FastifyRequest, member: MemberRecord) {
    const startedAt = security.sessionStartedAt(sessionTokenOf(request));
    const dialingCodes = settings.countryCodes().map((country) => country.dialingCode);
    return {
      id: member.id,
      nickname: member.nickname,
      account: member.username,
      type: member.type,
      clubLabel: { labelName: vipLabelName(member.vipLevel) },
      currency: member.currency,
      mobile: member.mobile ? maskMobile(member.mobile, dialingCodes) : null,
      email: member.email ? maskEmail(member.email) : null,
      hasPaymentPassword: member.paymentPasswordHash !== null,
      registeredAt: member.createdAt,
      firstTimeLogin: member.firstLoginAt !== null && startedAt !== null && member.firstLoginAt >= startedAt,
      iconUrl: headIcon(member).iconUrl,
    };
  }

  app.get('/wps/member/info', async (request) => ok(memberInfo(request, ownMember(requireSession(request)))));

  app.put('/wps/member/info/nickname', async (request) => {
    const account = requireRealAccount(request);
    const rule = settings.forMerchant(account.merchantCode).fields.nickname;
    if (!rule.enabled) throw new ApiError(403, 'NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
    const nickname = (request.body as { nickname: string }).nickname.trim();
    if (!ruleAccepts(rule, nickname, { forceRequired: true })) throw validationFailed([{ field: 'nickname', messageKey: rule.messageKey }]);
    members.setNickname(account.memberId, nickname);
    return ok(memberInfo(request, ownMember(account)));
  });

  app.get('/wps/member/info/icon', async (request) => {
    const account = requireRealAccount(request);
    requireFeature(request, context.merchants, 'PROFPIC3');
    return ok(headIcon(ownMember(account)));
  });

  app.post('/wps/member/info/icon', async (request) => {
    const account = requireRealAccount(request);
    requireFeature(request, context.merchants, 'PROFPIC3');
    members.setHeadIcon(account.memberId, (request.body as { iconId: number }).iconId);
    headImages.remove(account.memberId);
    return ok(headIcon(ownMember(account)));
  });

  app.post('/wps/member/info/icon/upload', { bodyLimit: IMAGE_UPLOAD_BODY_LIMIT }, async (request) => {
    const account = requireRealAccount(request);
    requireFeature(request, context.merchants, 'PROFPIC3');
    const picture = request.body as ImageUploadBody;
    const member = ownMember(account);
    headImages.save(member.id, picture.mimeType, decodeImageUpload(picture), context.now());
    return ok(headIcon(member));
  });

  app.get('/wps/member/securityConfig', async (request) => {
    const account = requireRealAccount(request);
    const member = ownMember(account);
    return ok({
      hasPaymentPassword: member.paymentPasswordHash !== null,
      mobileBound: member.mobile !== null,
      emailBound: member.email !== null,
      passwordUpdatedAt: member.passwordUpdatedAt,
    });
  });
}
