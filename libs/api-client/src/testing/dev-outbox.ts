/**
 * Development-only reads of the codes the reference platform "sent", for end-to-end tests. Import
 * from `@gp/api-client/testing`; the app never calls these, and a production platform answers 404.
 */
import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import type { QueryOf } from '../endpoints/params';

/** The last SMS the platform sent to a number for a purpose, with its code. */
export type SmsOutboxMessage = components['schemas']['SmsOutboxMessage'];
/** The last email the platform sent to an address, with its code. */
export type EmailOutboxMessage = components['schemas']['EmailOutboxMessage'];
/** Names the number and purpose of readSmsOutbox. */
export type SmsOutboxQuery = QueryOf<'readSmsOutbox'>;
/** Names the address of readEmailOutbox. */
export type EmailOutboxQuery = QueryOf<'readEmailOutbox'>;

/** Reads the last SMS sent to a number for a purpose (GET /wps/dev/sms-outbox); development only. */
export function readSmsOutbox(client: PlatformClient, params: SmsOutboxQuery): Promise<SmsOutboxMessage> {
  return valueOf(client.GET('/wps/dev/sms-outbox', { params: { query: params } }));
}

/** Reads the last email sent to an address (GET /wps/dev/email-outbox); development only. */
export function readEmailOutbox(client: PlatformClient, params: EmailOutboxQuery): Promise<EmailOutboxMessage> {
  return valueOf(client.GET('/wps/dev/email-outbox', { params: { query: params } }));
}
