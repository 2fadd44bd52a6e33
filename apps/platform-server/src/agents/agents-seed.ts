import type { Db } from '../db/open-database';
import { seedChat } from './chat/chat-seed';
import { seedContracts } from './contracts/contract-seed';
import { seedDownline } from './downline/downline-seed';
import { seedInbox } from './inbox/inbox-seed';

/** Seeds the demo data of the agents area (deterministic; runs once, after the merchants and demo accounts). */
export async function seedAgents(db: Db, now: number): Promise<void> {
  await seedDownline(db, now);
  seedContracts(db, now);
  seedInbox(db, now);
  seedChat(db, now);
}
