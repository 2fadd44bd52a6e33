/** A span of time split for a countdown: whole days, hours, minutes and seconds (never negative). */
export interface TimeLeft {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** True once the end has passed. */
  readonly over: boolean;
}

/** The time from `now` to `endsAt`, split into days, hours, minutes and seconds for a countdown. */
export function timeLeftUntil(endsAt: number, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((endsAt - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}

/** A reward ends soon when less than this is left to claim it: the list marks it. */
export const REWARD_ENDS_SOON_MS = 24 * 60 * 60_000;

/** Whether a reward's claim period ends within a day (a reward without an end never does). */
export function endsSoon(expiresAt: number | null, now: number): boolean {
  return expiresAt !== null && expiresAt > now && expiresAt - now < REWARD_ENDS_SOON_MS;
}
