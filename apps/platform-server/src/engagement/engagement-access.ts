import { flattenFeatureTree, isFeatureEnabled, roleOf } from '@gp/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open-database';
import { ApiError } from '../http/envelope';
import type { MerchantRepository } from '../merchants/merchant-repository';
import { requireFeature, requireRealAccount } from '../sessions/session-hook';
import type { SessionAccount } from '../sessions/session-store';

/** A personal promo of the merchant's settings: daily sign-in (LOGIN), the race (MISSION), invite friends. */
export type Promo = 'login' | 'mission' | 'referral';

/** The reward centre's module (SPEC §3 feature flags). */
export const REWARD_CENTRE_MODULE = 'REWCEN3';

const COLUMNS: Readonly<Record<Promo, string>> = {
  login: 'login_promo_enabled',
  mission: 'mission_promo_enabled',
  referral: 'referral_promo_enabled',
};

function noPermission(): ApiError {
  return new ApiError(403, 'NO_PERMISSION', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
}

/** Whether a merchant's personal promos are on: its content_setting switches (off without a row). */
export class PromoSwitches {
  private readonly row;

  constructor(db: Db) {
    this.row = db.prepare<[string], Record<string, number>>(
      `SELECT ${Object.values(COLUMNS).join(', ')} FROM content_setting WHERE merchant_code = ?`,
    );
  }

  /** Whether the merchant has the promo on. */
  isOn(merchantCode: string, promo: Promo): boolean {
    return this.row.get(merchantCode)?.[COLUMNS[promo]] === 1;
  }
}

/** Whether an account of this type is an agent on the merchant (an agent type while its AGENTPOLICY3 is on). */
export function isAgentOn(merchants: MerchantRepository, merchantCode: string, accountType: number): boolean {
  const agentPolicy = isFeatureEnabled(flattenFeatureTree(merchants.featureTree(merchantCode)), 'AGENTPOLICY3');
  return roleOf({ accountType, agentPolicy }) === 'agent';
}

/**
 * Who may use the engagement calls: a logged-in real account (401 for guests, 403
 * TRIAL_NOT_ALLOWED for trial accounts) of a merchant with the promo or module on (403 NO_PERMISSION).
 */
export class EngagementAccess {
  private readonly promos;

  constructor(
    db: Db,
    private readonly merchants: MerchantRepository,
  ) {
    this.promos = new PromoSwitches(db);
  }

  /** The account of a call of a personal promo; 403 NO_PERMISSION when the merchant has it off. */
  promoMember(request: FastifyRequest, promo: Promo): SessionAccount {
    const account = requireRealAccount(request);
    if (!this.promos.isOn(account.merchantCode, promo)) throw noPermission();
    return account;
  }

  /** The account of a reward-centre call; 403 NO_PERMISSION when REWCEN3 is off. */
  rewardCentreMember(request: FastifyRequest): SessionAccount {
    const account = requireRealAccount(request);
    requireFeature(request, this.merchants, REWARD_CENTRE_MODULE);
    return account;
  }

  /** The account of a joinable-promotion call: its bonus is a reward of the reward centre, so REWCEN3 must be on (403 NO_PERMISSION). */
  promotionMember(request: FastifyRequest): SessionAccount {
    return this.rewardCentreMember(request);
  }

  /** The account of an invite-friends call: a player of a merchant with the referral promo on; agents 403 NO_PERMISSION. */
  referringPlayer(request: FastifyRequest): SessionAccount {
    const account = this.promoMember(request, 'referral');
    if (isAgentOn(this.merchants, account.merchantCode, account.type)) throw noPermission();
    return account;
  }
}
