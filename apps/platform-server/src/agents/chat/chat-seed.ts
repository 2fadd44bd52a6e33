import type { Db } from '../../db/open-database';
import { ChatRepository, type ChatSender } from './chat-repository';

const MINUTE = 60_000;

/** A seeded conversation: who wrote what, how many minutes before the seed time. */
export const SEED_CHAT: readonly { readonly sender: ChatSender; readonly text: string; readonly minutesAgo: number }[] = [
  { sender: 'player', text: 'Hi, my GCash deposit of ₱500 is not in my wallet yet.', minutesAgo: 95 },
  { sender: 'support', text: 'Hello and thank you for contacting us! May I have the GCash reference number, please?', minutesAgo: 93 },
  { sender: 'player', text: 'Reference number 7012 3456 7890.', minutesAgo: 90 },
  { sender: 'support', text: 'Thank you for waiting. Your deposit of ₱500.00 has been credited. Enjoy playing!', minutesAgo: 60 },
  { sender: 'support', text: 'Is there anything else we can help you with today?', minutesAgo: 58 },
];

/** The number of seeded support replies left unread: the last two. */
export const SEED_CHAT_UNREAD = 2;

/** A chat history for the demo accounts (demo and agent01) of every merchant, ending in unread replies. */
export function seedChat(db: Db, now: number): void {
  const chat = new ChatRepository(db);
  const members = db.prepare<[], { id: number }>("SELECT id FROM member WHERE username IN ('demo', 'agent01') ORDER BY id").all();
  const firstUnread = SEED_CHAT.length - SEED_CHAT_UNREAD;
  db.transaction(() => {
    for (const member of members) {
      SEED_CHAT.forEach((message, index) => {
        const at = now - message.minutesAgo * MINUTE;
        chat.add(member.id, message.sender, message.text, at, index < firstUnread ? at + MINUTE : null);
      });
    }
  })();
}
