import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../../http/envelope';
import type { PlatformContext } from '../../platform-context';
import { requireFeature, requireRealAccount } from '../../sessions/session-hook';
import type { SessionAccount } from '../../sessions/session-store';
import { pageOf, pageRequestOf } from '../../http/paging';
import { notFound } from '../shared/refusals';
import { InboxRepository } from './inbox-repository';

/** The inbox module (SPEC §9 module ids). */
const INBOX_MODULE = 'INBOX3';

function requireInboxAccount(request: FastifyRequest, context: PlatformContext): SessionAccount {
  const account = requireRealAccount(request);
  requireFeature(request, context.merchants, INBOX_MODULE);
  return account;
}

function messageIdOf(request: FastifyRequest): number {
  const id = Number((request.params as { messageId?: string }).messageId);
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(400, 'BAD_REQUEST', 'The message id is not valid');
  return id;
}

/** GET /wps/inbox, GET /wps/inbox/unread, GET and DELETE /wps/inbox/{messageId}. */
export function registerInboxRoutes(app: FastifyInstance, context: PlatformContext): void {
  const inbox = new InboxRepository(context.db);

  app.get('/wps/inbox', async (request) => {
    const account = requireInboxAccount(request, context);
    const page = pageRequestOf(request.query);
    return ok({
      messages: inbox.page(account.memberId, page.pageSize, page.offset),
      totalUnreadCount: inbox.unreadCount(account.memberId),
      page: pageOf(page, inbox.count(account.memberId)),
    });
  });

  app.get('/wps/inbox/unread', async (request) => {
    const account = requireInboxAccount(request, context);
    return ok({ totalUnreadCount: inbox.unreadCount(account.memberId) });
  });

  app.get('/wps/inbox/:messageId', async (request) => {
    const account = requireInboxAccount(request, context);
    const message = inbox.open(account.memberId, messageIdOf(request), context.now());
    if (!message) throw notFound('This message');
    return ok(message);
  });

  app.delete('/wps/inbox/:messageId', async (request) => {
    const account = requireInboxAccount(request, context);
    if (!inbox.delete(account.memberId, messageIdOf(request))) throw notFound('This message');
    return ok(true);
  });
}
