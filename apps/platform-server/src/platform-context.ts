import type { ContractValidator } from './contract/contract-validator';
import type { Db } from './db/open-database';
import type { MerchantRepository } from './merchants/merchant-repository';
import type { CaptchaService } from './security/captcha-service';
import type { KeyStore } from './security/key-store';
import type { ReplayGuard } from './security/replay-guard';
import type { SessionStore } from './sessions/session-store';
import type { SmsCodeService } from './verification/sms-code-service';
import type { Ledger } from './wallet/ledger';

/**
 * What every area of the platform is built from: the database, the clock of its rules and the
 * shared services. Built once by `buildApp`; areas create their own repositories from `db`.
 */
export interface PlatformContext {
  readonly db: Db;
  /** The clock of every rule (expiry, windows, timestamps); tests pass a fixed or fake one. */
  readonly now: () => number;
  /** Development mode: `?merchant=`, the SMS outbox endpoint and response validation are on. */
  readonly development: boolean;
  readonly contract: ContractValidator;
  readonly merchants: MerchantRepository;
  readonly sessions: SessionStore;
  readonly ledger: Ledger;
  readonly captchas: CaptchaService;
  readonly keyStore: KeyStore;
  readonly replayGuard: ReplayGuard;
  readonly sms: SmsCodeService;
}
