import { getReferral, type PlatformClient, type Referral } from '@gp/api-client';
import { Resource } from './resource';

/**
 * Invite friends `/m/inviteFriends` (referral promo): the member's referral code, the promo's terms
 * and the friends who registered with it. The link and its QR code are made by the screen from the
 * code and the site's address (domain `referralLinkOf`).
 */
export class ReferralModel {
  readonly referral: Resource<Referral | null>;

  constructor(api: PlatformClient) {
    this.referral = new Resource(() => getReferral(api), null);
  }

  /** Loads the code and the friends. */
  start(): void {
    void this.referral.load();
  }

  /** Nothing runs in the background. */
  stop(): void {
    /* no timers */
  }
}
