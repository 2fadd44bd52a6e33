/** An entry of the message centre (SPEC §2 'Message centre'). */
export type MessageCentreEntry = 'announcements' | 'inbox' | 'chat' | 'customerService';

/** What the message centre's entries depend on. */
export interface MessageCentreFacts {
  /** The whitelabel's CBS3 flag: live chat with customer service. */
  readonly chatEnabled: boolean;
  /** The merchant gives a customer-service link. */
  readonly customerServiceAvailable: boolean;
}

/**
 * The message centre's entries, in order: announcements, messages (the inbox), live chat only
 * when CBS3 is on, and customer service when the merchant has a link. Who may open the inbox and
 * the chat is the permission table's to decide (guests to login, trial accounts refused).
 */
export function messageCentreEntries({ chatEnabled, customerServiceAvailable }: MessageCentreFacts): MessageCentreEntry[] {
  return [
    'announcements',
    'inbox',
    ...(chatEnabled ? (['chat'] as const) : []),
    ...(customerServiceAvailable ? (['customerService'] as const) : []),
  ];
}
