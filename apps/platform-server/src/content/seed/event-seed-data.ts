import type { SeedTexts } from './announcement-seed-data';

/** One of the three events the events page shows (SPEC §2 `/m/events`): its texts and where its picture leads. */
export interface SeedEvent {
  readonly texts: SeedTexts;
  /** An in-app path, followed through the app's link allow-list. */
  readonly link: string | null;
}

/** The events of every demo merchant: a weekly tournament, the daily draw and a live casino night. */
export const SEED_EVENTS: readonly SeedEvent[] = [
  {
    texts: {
      EN: ['Tongits Grand Tournament', 'Every Sunday the top 20 players share a ₱100,000 prize pool.'],
      TY: ['Tongits Grand Tournament', 'Tuwing Linggo, maghahati ang top 20 na manlalaro sa ₱100,000 na premyo.'],
    },
    link: '/m/activity?category=pvp_promo',
  },
  {
    texts: {
      EN: ['Daily Lucky Draw', 'Sign in every day for a ticket to the weekly lucky draw.'],
      TY: ['Araw-araw na Lucky Draw', 'Mag-sign in araw-araw para sa tiket sa lingguhang lucky draw.'],
    },
    link: '/m/activity/signIn',
  },
  {
    texts: {
      EN: ['Live Casino Night', 'Friday nights: double rebate on live baccarat from 8 pm.'],
      TY: ['Live Casino Night', 'Tuwing Biyernes ng gabi: dobleng rebate sa live baccarat mula 8 pm.'],
    },
    link: '/m/gameCenter?type=LIVE',
  },
];
