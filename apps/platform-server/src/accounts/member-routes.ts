import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import type { PlatformContext } from '../platform-context';
import { requireFeature, requireRealAccount, requireSession } from '../sessions/session-hook';
import { sessionTokenOf } from './account-guards';
import type { AccountSecurityRepository } from './account-security-repository';
import { avatarChoices, avatarUrl, defaultAvatarId } from './avatars';
import { maskEmail, maskMobile } from './contact-masking';
import type { MemberRecord, MemberRepository } from './member-repository';
import type { RegistrationSettingsRepository } from './registration-settings-repository';

/** The VIP label of a level (SPEC §3 clubLabel.labelName): '0' without a level, else `VIP n`. */
export function vipLabelName(level: number): string {
  return level > 0 ? `VIP ${level}` : '0';
}

/** The member info, head icon and security settings calls. */
export function registerMemberRoutes(
  app: FastifyInstance,
  context: PlatformContext,
  repos: { members: MemberRepository; security: AccountSecurityRepository; settings: RegistrationSettingsRepository },
): void {
  const { members, security, settings } = repos;

  /** The session's own member row (filtered by the session's member id and merchant). */
  function ownMember(account: { memberId: number; merchantCode: string }): MemberRecord {
    const member = members.find(account.memberId, account.merchantCode);
    if (!member) throw new ApiError(401, 'SESSION_EXPIRED', 'The account has been logged out, please log in again');
    return member;
  }

  function headIcon(member: MemberRecord) {
    const iconId = member.headIconId ?? defaultAvatarId(member.id);
    return { iconId, iconUrl: avatarUrl(iconId), choices: avatarChoices() };
  }

  app.get('/wps/member/info', async (request) => {
    const account = requireSession(request);
    const member = ownMember(account);
    const startedAt = security.sessionStartedAt(sessionTokenOf(request));
    const dialingCodes = settings.countryCodes().map((country) => country.dialingCode);
    return ok({
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
    });
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
    return ok(headIcon(ownMember(account)));
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
