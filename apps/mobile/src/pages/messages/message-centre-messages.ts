import { defineMessages } from 'react-intl';

/** The texts of the message centre. */
export const MESSAGE_CENTRE_MESSAGES = defineMessages({
  entries: { id: 'messageCentre.entries', defaultMessage: 'Messages and help', description: 'Accessible name of the list of message centre entries' },
  channels: { id: 'messageCentre.channels', defaultMessage: 'Follow us', description: 'Message centre entry that opens the brand’s social channels (Facebook, TikTok, Telegram)' },
  announcements: { id: 'messageCentre.announcements', defaultMessage: 'Announcements', description: 'Message centre entry that opens the announcements' },
  inbox: { id: 'messageCentre.inbox', defaultMessage: 'My messages', description: 'Message centre entry that opens the player’s inbox' },
  chat: { id: 'messageCentre.chat', defaultMessage: 'Live chat', description: 'Message centre entry that opens the live chat with customer service' },
  customerService: { id: 'messageCentre.customerService', defaultMessage: 'Customer service', description: 'Message centre entry that opens the merchant’s customer service outside the app' },
  chatTitle: { id: 'messageCentre.chatTitle', defaultMessage: 'Customer service', description: 'Title the live chat page shows in its header' },
  chatFailed: { id: 'messageCentre.chatFailed', defaultMessage: 'The live chat could not be opened. Please try again.', description: 'Toast when the chat address could not be fetched' },
});
