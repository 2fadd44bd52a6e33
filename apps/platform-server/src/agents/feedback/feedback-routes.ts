import { feedbackContentCheck, LIMITS } from '@gp/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-database';
import { ok, rateLimitedError } from '../../http/envelope';
import { validationFailed, type FieldProblem } from '../../http/validation-failed';
import type { PlatformContext } from '../../platform-context';
import { SqliteRateLimiter } from '../../rate-limit/sqlite-rate-limiter';
import { requireCaptcha } from '../../security/require-captcha';
import { requireFeature, requireRealAccount } from '../../sessions/session-hook';
import type { Schema } from '../../contract/schema-types';

/** The feedback body (contract schema FeedbackRequest). */
type FeedbackRequest = Schema<'FeedbackRequest'>;

/** Question types (SPEC §3): deposit 1, withdrawal 2, game 3, service 4, application 6, other 0. */
export const FEEDBACK_TYPES = { deposit_issues: 1, withdraw_issues: 2, game_issues: 3, service_issues: 4, apply_issues: 6, other_issues: 0 } as const;
/** The app's 'no type chosen' value; recorded as other issues. */
const UNSET_TYPE = -1;
/** Feedbacks one member may send: 5 per hour. */
export const FEEDBACK_RATE = { limit: 5, windowMs: 60 * 60_000 } as const;

const KNOWN_TYPES: readonly number[] = Object.values(FEEDBACK_TYPES);

/** Message keys of the feedback fields that break their rules (content 20 to 200 characters, a known type). */
export const FEEDBACK_MESSAGE_KEYS = { content: 'feedback_length', type: 'feedback_type_required' } as const;

/** Stored feedback of members. */
class FeedbackRepository {
  private readonly insert;

  constructor(db: Db) {
    this.insert = db.prepare<[number, number, string, number], { id: number }>(
      'INSERT INTO member_feedback (member_id, type, content, created_at) VALUES (?, ?, ?, ?) RETURNING id',
    );
  }

  /** Records one feedback; returns its id. */
  add(memberId: number, type: number, content: string, at: number): number {
    const row = this.insert.get(memberId, type, content, at);
    if (!row) throw new Error('the feedback was not written');
    return row.id;
  }
}

/** PUT /wps/feedback: a member's feedback, guarded by a captcha and 5 per hour. */
export function registerFeedbackRoutes(app: FastifyInstance, context: PlatformContext): void {
  const feedback = new FeedbackRepository(context.db);
  const limiter = new SqliteRateLimiter(context.db, FEEDBACK_RATE);

  app.put('/wps/feedback', async (request) => {
    const account = requireRealAccount(request);
    requireFeature(request, context.merchants, 'FEEDBACK3');
    const body = request.body as FeedbackRequest;
    const limitKey = `feedback:${account.memberId}`;
    const decision = limiter.check(limitKey, context.now());
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterMs, 'Too many feedbacks, please try again later');

    const content = body.content.trim();
    const type = body.type === UNSET_TYPE ? FEEDBACK_TYPES.other_issues : body.type;
    const fields: FieldProblem[] = [];
    if (!feedbackContentCheck(content).valid) fields.push({ field: 'content', messageKey: FEEDBACK_MESSAGE_KEYS.content });
    if (!KNOWN_TYPES.includes(type)) fields.push({ field: 'type', messageKey: FEEDBACK_MESSAGE_KEYS.type });
    if (fields.length) {
      const contentBad = fields[0]?.field === 'content';
      throw validationFailed(fields, contentBad ? `The content is between ${LIMITS.feedbackMinLength} and ${LIMITS.feedbackMaxLength} words` : 'Please choose a question type');
    }
    requireCaptcha(context, body, context.now());

    const at = context.now();
    const feedbackId = context.db.transaction(() => {
      limiter.hit(limitKey, at);
      return feedback.add(account.memberId, type, content, at);
    })();
    return ok({ feedbackId, type, createdAt: at });
  });
}
