import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { Db } from '../db/open-database';
import { SmsCodeService } from './sms-code-service';
import type { SmsCodeServiceOptions } from './sms-code-service';

/** A test's database, settable clock, queued codes and a factory of services over them. */
export interface SmsCodeTestKit {
  readonly db: Db;
  /** The time every service of the kit reads; tests move it. */
  now: number;
  /** Codes the services draw, in order; when empty, '000000'. */
  readonly codes: string[];
  /** A new service over the kit's database (a restart, when called again). */
  service(options?: Omit<SmsCodeServiceOptions, 'db' | 'clock' | 'generateCode'>): SmsCodeService;
}

/** A migrated in-memory database with merchants 'aurora' and 'borealis', at time 1,000,000. */
export function createSmsCodeTestKit(): SmsCodeTestKit {
  const db = openDatabase(':memory:');
  migrate(db);
  db.exec(`INSERT INTO merchant (code, site_name, theme_pack) VALUES ('aurora', 'Aurora', 'aurora'), ('borealis', 'Borealis', 'borealis')`);
  const kit: SmsCodeTestKit = {
    db,
    now: 1_000_000,
    codes: [],
    service: (options) =>
      new SmsCodeService({ secret: 'test-secret', ...options, db, clock: () => kit.now, generateCode: () => kit.codes.shift() ?? '000000' }),
  };
  return kit;
}

/** The Philippine test number as typed, for merchant aurora and purpose register. */
export const PH_TARGET = { merchant: 'aurora', purpose: 'register', countryDialingCode: '+63', mobileNumber: '0917 123 4567' } as const;
