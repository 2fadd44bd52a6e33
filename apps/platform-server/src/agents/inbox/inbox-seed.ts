import type { Db } from '../../db/open-database';
import { InboxRepository } from './inbox-repository';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A seeded inbox message: title, HTML content (with {site} for the brand), age and whether it was read. */
interface SeedInboxMessage {
  readonly title: string;
  readonly html: string;
  readonly ageMs: number;
  readonly read: boolean;
}

/** The messages every demo account finds in its inbox, newest first; the three newest are unread. */
export const SEED_INBOX: readonly SeedInboxMessage[] = [
  {
    title: 'Weekly cashback credited',
    html: '<p>Good news! Your <b>weekly cashback of ₱250.00</b> has been credited to your wallet. Thank you for playing at {site}.</p>',
    ageMs: 3 * HOUR,
    read: false,
  },
  {
    title: 'Your VIP level went up',
    html: '<p>Congratulations, you reached <b>VIP 1</b>! Enjoy higher rebates and faster withdrawals. See <a href="/m/vip">VIP benefits</a>.</p>',
    ageMs: 1 * DAY,
    read: false,
  },
  {
    title: 'Scheduled maintenance on Sunday',
    html: '<p>{site} will be under maintenance on Sunday from 02:00 to 04:00 (Philippine time). Your balance is safe; games will be back right after.</p>',
    ageMs: 2 * DAY,
    read: false,
  },
  {
    title: 'Keep your account safe',
    html: '<p>Never share your password, payment password or SMS codes with anyone, not even with people saying they are from {site}. Our staff will never ask for them.</p>',
    ageMs: 5 * DAY,
    read: true,
  },
  {
    title: 'First deposit bonus',
    html: '<p>Your <b>100% first deposit bonus</b> is ready. Deposit at least ₱100.00 via GCash or Maya and play with double the fun!</p>',
    ageMs: 9 * DAY,
    read: true,
  },
  {
    title: 'Welcome to {site}!',
    html: '<p>Mabuhay and welcome! Your account is ready. Visit the <a href="/m/help">help centre</a> or chat with customer service any time, 24/7.</p>',
    ageMs: 14 * DAY,
    read: true,
  },
];

/** Inbox messages for the demo accounts (demo and agent01) of every merchant. */
export function seedInbox(db: Db, now: number): void {
  const inbox = new InboxRepository(db);
  const accounts = db
    .prepare<[], { id: number; site_name: string }>(
      `SELECT m.id, x.site_name FROM member m JOIN merchant x ON x.code = m.merchant_code
       WHERE m.username IN ('demo', 'agent01') ORDER BY m.id`,
    )
    .all();
  db.transaction(() => {
    for (const account of accounts) {
      for (const message of [...SEED_INBOX].reverse()) {
        const at = now - message.ageMs;
        const brand = (text: string) => text.replaceAll('{site}', account.site_name);
        inbox.add(account.id, brand(message.title), brand(message.html), at, message.read ? at + HOUR : null);
      }
    }
  })();
}
