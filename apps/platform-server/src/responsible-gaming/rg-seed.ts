import type { Db } from '../db/open-database';

/**
 * Each demo merchant's cooling period and reality-check default (issue 20): 24 hours and 60
 * minutes, as most licensed operators run them; Jade Lotto reminds its players every 30 minutes
 * and Ember Casino waits 72 hours before a raised limit applies, to show both are per merchant.
 */
const MERCHANT_SETTINGS: Readonly<Record<string, { coolingHours: number; realityCheckMinutes: number }>> = {
  aurora: { coolingHours: 24, realityCheckMinutes: 60 },
  jade: { coolingHours: 24, realityCheckMinutes: 30 },
  ember: { coolingHours: 72, realityCheckMinutes: 60 },
};

/** Writes the demo merchants' responsible-gaming settings (others keep the defaults). */
export function seedResponsibleGaming(db: Db): void {
  const insert = db.prepare('INSERT INTO rg_merchant_setting (merchant_code, cooling_hours, reality_check_minutes) VALUES (?, ?, ?)');
  for (const [code, setting] of Object.entries(MERCHANT_SETTINGS)) insert.run(code, setting.coolingHours, setting.realityCheckMinutes);
}
