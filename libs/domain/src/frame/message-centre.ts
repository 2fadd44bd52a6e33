/** An entry of the message centre (SPEC §2 'Message centre'). */
export type MessageCentreEntry = 'channels' | 'announcements' | 'inbox' | 'chat' | 'customerService';

/** What the message centre's entries depend on. */
export interface MessageCentreFacts {
  /** The merchant gives at least one social channel link (Facebook, TikTok, Telegram) that passes the allow-list. */
  readonly channelsAvailable: boolean;
  /** The whitelabel's CBS3 flag: live chat with customer service. */
  readonly chatEnabled: boolean;
  /** The merchant gives a customer-service link. */
  readonly customerServiceAvailable: boolean;
}

/**
 * The message centre's entries, in order: the social channels when the merchant has any,
 * announcements, messages (the inbox), live chat only when CBS3 is on, and customer service when
 * the merchant has a link. Who may open the inbox and the chat is the permission table's to
 * decide (guests to login, trial accounts refused).
 */
export function messageCentreEntries({ channelsAvailable, chatEnabled, customerServiceAvailable }: MessageCentreFacts): MessageCentreEntry[] {
  return [
    ...(channelsAvailable ? (['channels'] as const) : []),
    'announcements',
    'inbox',
    ...(chatEnabled ? (['chat'] as const) : []),
    ...(customerServiceAvailable ? (['customerService'] as const) : []),
  ];
}
