import { socialSignInButtons, type FeatureFlags, type LoginMode, type SocialProvider } from '@gp/domain';
import type { LoginPayload } from '@gp/api-client';
import type { SocialSignIn } from './social-sign-in';

/**
 * The social sign-in of the login form (SPEC §2, §7): which provider buttons show, and the login
 * payload a provider's sign-in gives (its token checked by the platform).
 */
export class SocialLoginPart {
  constructor(
    private readonly social: SocialSignIn,
    /** The whitelabel flags (FACEBOOKLOGIN3, GOOGLELOGIN3). */
    private readonly flags: () => FeatureFlags,
  ) {}

  /** The buttons to show in `mode` (username mode, flag on, provider set up). */
  providersIn(mode: LoginMode): readonly SocialProvider[] {
    return socialSignInButtons(this.flags(), mode, this.social.configured());
  }

  /** Runs the provider's sign-in: the login to send, or null when the player cancelled. */
  async payloadFor(provider: SocialProvider): Promise<LoginPayload | null> {
    const result = await this.social.signIn(provider);
    if (result === null) return null;
    return {
      type: 'firebase',
      username: result.account,
      password: result.idToken,
      firebaseChannel: 'sms',
      firebaseIdToken: result.idToken,
      ...(result.mobileNo === undefined ? {} : { firebaseMobileNo: result.mobileNo }),
      ...(result.countryDialingCode === undefined ? {} : { countryDialingCode: result.countryDialingCode }),
    };
  }
}
