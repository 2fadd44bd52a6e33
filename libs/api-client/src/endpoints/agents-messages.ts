import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { done, optionalHeaders, type ModuleParam, type PathOf, type QueryOf } from './params';

/** Feedback to customer service. */
export type FeedbackRequest = components['schemas']['FeedbackRequest'];
/** The receipt of recorded feedback. */
export type FeedbackReceipt = components['schemas']['FeedbackReceipt'];
/** Where the live chat with customer service is. */
export type ChatLaunch = components['schemas']['ChatLaunch'];
/** Unread customer-service replies in the chat. */
export type ChatUnreadCount = components['schemas']['ChatUnreadCount'];
/** One chat message. */
export type ChatMessage = components['schemas']['ChatMessage'];
/** Chat messages. */
export type ChatMessageList = components['schemas']['ChatMessageList'];
/** A message the player writes from the chat page. */
export type ChatSendRequest = components['schemas']['ChatSendRequest'];
/** One inbox message as listed. */
export type InboxMessageSummary = components['schemas']['InboxMessageSummary'];
/** One page of the inbox. */
export type InboxPage = components['schemas']['InboxPage'];
/** Unread messages in the inbox. */
export type InboxUnreadCount = components['schemas']['InboxUnreadCount'];
/** One inbox message in full. */
export type InboxMessage = components['schemas']['InboxMessage'];
/** The query of launchChat with the optional ModuleId. */
export type LaunchChatParams = QueryOf<'launchChat'> & ModuleParam;
/** The id of an inbox message with the optional ModuleId. */
export type InboxMessageParams = PathOf<'getInboxMessage'> & ModuleParam;

/** Sends feedback to customer service (PUT /wps/feedback). */
export function sendFeedback(client: PlatformClient, params: FeedbackRequest & ModuleParam): Promise<FeedbackReceipt> {
  const { moduleId, ...body } = params;
  return valueOf(client.PUT('/wps/feedback', { params: { header: optionalHeaders({ moduleId }) }, body }));
}

/** Reads the address of the live chat with customer service (GET /wps/chat/launch). */
export function launchChat(client: PlatformClient, params: LaunchChatParams): Promise<ChatLaunch> {
  const { moduleId, ...query } = params;
  return valueOf(client.GET('/wps/chat/launch', { params: { query, header: optionalHeaders({ moduleId }) } }));
}

/** Counts unread customer-service replies in the chat (GET /wps/chat/unread). */
export function getChatUnreadCount(client: PlatformClient, params: ModuleParam = {}): Promise<ChatUnreadCount> {
  return valueOf(client.GET('/wps/chat/unread', { params: { header: optionalHeaders(params) } }));
}

/** Reads the chat's messages, for the chat page (GET /wps/chat/messages?ticket=&afterId=). */
export function listChatMessages(client: PlatformClient, params: QueryOf<'listChatMessages'>): Promise<ChatMessageList> {
  return valueOf(client.GET('/wps/chat/messages', { params: { query: params } }));
}

/** Writes to customer service from the chat page and returns the new messages (POST /wps/chat/messages). */
export function sendChatMessage(client: PlatformClient, params: ChatSendRequest): Promise<ChatMessageList> {
  return valueOf(client.POST('/wps/chat/messages', { body: params }));
}

/** Reads one page of the player's inbox (GET /wps/inbox). */
export function listInbox(client: PlatformClient, params: QueryOf<'listInbox'> & ModuleParam = {}): Promise<InboxPage> {
  const { moduleId, ...query } = params;
  return valueOf(client.GET('/wps/inbox', { params: { query, header: optionalHeaders({ moduleId }) } }));
}

/** Counts unread inbox messages (GET /wps/inbox/unread). */
export function getInboxUnreadCount(client: PlatformClient, params: ModuleParam = {}): Promise<InboxUnreadCount> {
  return valueOf(client.GET('/wps/inbox/unread', { params: { header: optionalHeaders(params) } }));
}

/** Reads one inbox message in full and marks it read (GET /wps/inbox/{messageId}). */
export function getInboxMessage(client: PlatformClient, params: InboxMessageParams): Promise<InboxMessage> {
  const { moduleId, ...path } = params;
  return valueOf(
    client.GET('/wps/inbox/{messageId}', { params: { path, header: optionalHeaders({ moduleId }) } }),
  );
}

/** Deletes an inbox message (DELETE /wps/inbox/{messageId}). */
export function deleteInboxMessage(client: PlatformClient, params: InboxMessageParams): Promise<void> {
  const { moduleId, ...path } = params;
  return done(
    valueOf(client.DELETE('/wps/inbox/{messageId}', { params: { path, header: optionalHeaders({ moduleId }) } })),
  );
}
