import {
  checkRgLimitAmount,
  rgExclusionEnd,
  rgIrrevocableUntil,
  RG_REALITY_CHECK_MINUTES,
  RG_SESSION_LIMIT_MINUTES,
  type RgExclusionKind,
} from '@gp/domain';
import type { FastifyInstance } from 'fastify';
import { LoginPasswordCheck } from '../accounts/login-password-check';
import { MemberRepository } from '../accounts/member-repository';
import type { Schema } from '../contract/schema-types';
import { ok } from '../http/envelope';
import { validationFailed } from '../http/validation-failed';
import type { PlatformContext } from '../platform-context';
import { readEncryptedBody } from '../security/encrypted-body';
import { requireRealAccount } from '../sessions/session-hook';
import { ResponsibleGaming } from './responsible-gaming';
import { rgPlaySessionOf, rgStatusOf } from './rg-status';

/**
 * The responsible-gaming calls (issue 20): GET /wps/member/rg, PUT .../limits, .../session-limit
 * and .../reality-check, POST .../exclusion (password confirmed; ends every session) and POST
 * .../play-session (the game view's minute call). Real accounts only.
 */
export function registerRgRoutes(app: FastifyInstance, context: PlatformContext): void {
  const rg = new ResponsibleGaming(context);
  const loginPassword = new LoginPasswordCheck(context, new MemberRepository(context.db));
  app.get('/wps/member/rg', async (request) => ok(rgStatusOf(rg, requireRealAccount(request), context.now())));

  app.put('/wps/member/rg/limits', async (request) => {
    const account = requireRealAccount(request);
    const body = request.body as Schema<'RgLimitChange'>;
    if (body.amountMinor !== null && checkRgLimitAmount(body.amountMinor) !== null) {
      throw validationFailed([{ field: 'amountMinor', messageKey: 'rg_limit_range' }], 'The limit is out of range');
    }
    const now = context.now();
    rg.changeLimit(account.memberId, account.merchantCode, { kind: body.kind, period: body.period, amount: body.amountMinor }, now);
    return ok(rgStatusOf(rg, account, now));
  });

  app.put('/wps/member/rg/session-limit', async (request) => {
    const account = requireRealAccount(request);
    const { minutes } = request.body as Schema<'RgSessionLimitChange'>;
    if (minutes !== null && !RG_SESSION_LIMIT_MINUTES.includes(minutes)) {
      throw validationFailed([{ field: 'minutes', messageKey: 'rg_minutes_option' }], 'Choose one of the offered limits');
    }
    const now = context.now();
    rg.changeLimit(account.memberId, account.merchantCode, { kind: 'session', period: 'day', amount: minutes }, now);
    return ok(rgStatusOf(rg, account, now));
  });

  app.put('/wps/member/rg/reality-check', async (request) => {
    const account = requireRealAccount(request);
    const { minutes } = request.body as Schema<'RgRealityCheckChange'>;
    if (!RG_REALITY_CHECK_MINUTES.includes(minutes)) {
      throw validationFailed([{ field: 'minutes', messageKey: 'rg_minutes_option' }], 'Choose one of the offered intervals');
    }
    rg.repository.setRealityCheckMinutes(account.memberId, minutes);
    return ok(rgStatusOf(rg, account, context.now()));
  });

  app.post('/wps/member/rg/exclusion', async (request) => {
    const account = requireRealAccount(request);
    const payload = await readEncryptedBody<{ kind: RgExclusionKind; length: string; password: string }>(request, context, 'RgExclusionPayload');
    const startedAt = context.now();
    const endsAt = rgExclusionEnd(payload.kind, payload.length, startedAt);
    if (endsAt === null) throw validationFailed([{ field: 'length', messageKey: 'rg_exclusion_length' }], 'This length is not offered for this kind');
    await loginPassword.require(request, account.memberId, payload.password);
    const row = { kind: payload.kind, startedAt, endsAt, irrevocableUntil: rgIrrevocableUntil(payload.kind, endsAt, startedAt) };
    context.db.transaction(() => {
      rg.repository.addExclusion(account.memberId, row);
      context.sessions.revokeAllOf(account.memberId, startedAt);
    })();
    return ok(row);
  });

  app.post('/wps/member/rg/play-session', async (request) => {
    const account = requireRealAccount(request);
    const now = context.now();
    const session = rg.touchPlay(account.memberId, now);
    return ok(rgPlaySessionOf(rg, account, session, now));
  });
}
