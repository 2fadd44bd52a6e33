/**
 * The platform server of an end-to-end run: main.ts on a copy of the seeded template database
 * (seeded once per version of the sources and shared with the server's own tests), so that a run
 * starts without seeding, with what the engagement screens show (this week's race, rewards that
 * expire in hours) and the agent team's betting (its last 60 days) seeded on the copy by the run's
 * own clock. DATA_DIR names the run's own folder.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedAgentActivity } from '../agents/agent-activity-seed';
import { seedEngagementActivity } from '../engagement/engagement-activity-seed';
import { seededDatabaseFromTemplate } from './seeded-template';

const dataDir = process.env['DATA_DIR'];
if (!dataDir) throw new Error("DATA_DIR must name the run's database folder");
const template = await seededDatabaseFromTemplate();
const now = Date.now();
seedEngagementActivity(template, now);
seedAgentActivity(template, now);
writeFileSync(join(dataDir, 'platform.db'), template.serialize());
template.close();
await import('../main');
