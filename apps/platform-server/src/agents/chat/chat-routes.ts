import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok, rateLimitedError } from '../../http/envelope';
import { sendPage } from '../../http/page-kit';
import { validationFailed } from '../../http/validation-failed';
import { requireMerchant } from '../../merchants/merchant-hook';
import type { PlatformContext } from '../../platform-context';
import { SqliteRateLimiter } from '../../rate-limit/sqlite-rate-limiter';
import { requireFeature, requireRealAccount } from '../../sessions/session-hook';
import { queryText } from '../shared/query-text';
import { chatSettingsOf } from './chat-launch-options';
import { renderChatPage, renderExpiredChatPage } from './chat-page';
import { ChatRepository, type ChatTicketGrant, type StoredChatMessage } from './chat-repository';

/** The chat module (SPEC §3 feature flags). */
const CHAT_MODULE = 'CBS3';
/** Messages a member may write: 10 per minute. */
export const CHAT_SEND_RATE = { limit: 10, windowMs: 60_000 } as const;
/** The name customer-service messages carry. */
export const SUPPORT_NAME = 'Customer service';
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The automatic replies of the reference platform's customer service, in turn. */
export const CANNED_REPLIES: readonly string[] = [
  'Thank you for your message! A customer service agent will reply in a few minutes.',
  'Thanks for waiting. Could you tell us your transaction reference number so we can check it for you?',
  'We have noted your concern and forwarded it to the team in charge. We will update you here shortly.',
];

function view(message: StoredChatMessage, playerName: string) {
  return { ...message, senderName: message.sender === 'player' ? playerName : SUPPORT_NAME };
}

/** GET /wps/chat/launch, GET /wps/chat/unread, GET and POST /wps/chat/messages, and the chat page /demo/chat/:ticket. */
export function registerChatRoutes(app: FastifyInstance, context: PlatformContext): void {
  const chat = new ChatRepository(context.db);
  const sending = new SqliteRateLimiter(context.db, CHAT_SEND_RATE);

  /** The grant of the ticket a chat-page call carries, for this merchant with chat on; 404 otherwise. */
  const grantOf = (request: FastifyRequest, ticket: string | null): ChatTicketGrant => {
    const merchant = requireMerchant(request);
    requireFeature(request, context.merchants, CHAT_MODULE);
    const grant = ticket && TICKET_PATTERN.test(ticket) ? chat.findTicket(ticket, context.now()) : null;
    if (!grant || grant.merchantCode !== merchant.code) throw new ApiError(404, 'NOT_FOUND', 'This chat link has expired, please open the chat again from the app');
    return grant;
  };

  app.get('/wps/chat/launch', async (request, reply) => {
    const account = requireRealAccount(request);
    requireFeature(request, context.merchants, CHAT_MODULE);
    const settings = chatSettingsOf(request.query as Record<string, string | undefined>);
    const { ticket, expiresAt } = chat.createTicket(account.memberId, settings, context.now());
    reply.header('cache-control', 'no-store');
    return ok({ chatUrl: `/demo/chat/${ticket}`, expiresAt });
  });

  app.get('/wps/chat/unread', async (request) => {
    const account = requireRealAccount(request);
    requireFeature(request, context.merchants, CHAT_MODULE);
    return ok({ totalUnreadCount: chat.unreadCount(account.memberId) });
  });

  app.get('/wps/chat/messages', async (request, reply) => {
    const grant = grantOf(request, queryText(request.query, 'ticket'));
    const afterId = Number(queryText(request.query, 'afterId') ?? 0);
    const messages = chat.messages(grant.memberId, Number.isSafeInteger(afterId) && afterId > 0 ? afterId : 0);
    const last = messages.at(-1);
    if (last) chat.markSeen(grant.memberId, last.id, context.now());
    reply.header('cache-control', 'no-store');
    return ok({ messages: messages.map((message) => view(message, grant.displayName)) });
  });

  app.post('/wps/chat/messages', async (request) => {
    const body = request.body as { ticket: string; text: string };
    const grant = grantOf(request, body.ticket);
    const text = body.text.trim();
    if (text === '') throw validationFailed([{ field: 'text', messageKey: 'invalid_chat_text' }], 'Please type a message');
    const limitKey = `chat-send:${grant.memberId}`;
    const decision = sending.check(limitKey, context.now());
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterMs, 'You are sending messages too quickly');
    const at = context.now();
    const stored = context.db.transaction(() => {
      sending.hit(limitKey, at);
      const sent = chat.add(grant.memberId, 'player', text, at);
      // The page shows the automatic reply at once, so it is stored as seen.
      const answer = chat.add(grant.memberId, 'support', CANNED_REPLIES[sent.id % CANNED_REPLIES.length] ?? SUPPORT_NAME, at, at);
      return [sent, answer];
    })();
    return ok({ messages: stored.map((message) => view(message, grant.displayName)) });
  });

  app.get('/demo/chat/:ticket', async (request, reply) => {
    const ticket = (request.params as { ticket: string }).ticket;
    const grant = TICKET_PATTERN.test(ticket) ? chat.findTicket(ticket, context.now()) : null;
    const page = grant
      ? renderChatPage({ ticket, merchantCode: grant.merchantCode, title: grant.title, headerColor: grant.headerColor, backUrl: grant.backUrl, language: grant.language })
      : renderExpiredChatPage();
    return sendPage(reply, grant ? 200 : 404, page.html, page.csp);
  });
}
