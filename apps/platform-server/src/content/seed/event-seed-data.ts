import type { SeedTexts } from './seed-texts';
import type { EventKey } from './texts/seed-translation';
import { translated } from './texts/seed-translations';

/** One of the three events the events page shows (SPEC §2 `/m/events`): its texts in every language and where its picture leads. */
export interface SeedEvent {
  /** Title and plain-text description. */
  readonly texts: SeedTexts;
  /** An in-app path, followed through the app's link allow-list. */
  readonly link: string | null;
}

const event = (key: EventKey, link: string): SeedEvent => ({ texts: translated((t) => t.events[key]), link });

/** The events of every demo merchant: a weekly tournament, the daily draw and a live casino night. */
export const SEED_EVENTS: readonly SeedEvent[] = [
  event('tongits', '/m/activity?category=pvp_promo'),
  event('luckyDraw', '/m/activity/signIn'),
  event('liveNight', '/m/gameCenter?type=LIVE'),
];
