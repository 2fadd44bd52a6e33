import { FEATURE_FLAGS } from '../constants/module-ids';
import { isFeatureEnabled, type FeatureFlags } from '../features/feature-flags';
import type { LoginMode } from './login-form';

/** The third-party sign-in providers of the login screen (SPEC §2, §3 'firebase'). */
export type SocialProvider = 'facebook' | 'google';

/** The whitelabel flag that switches each provider on. */
export const SOCIAL_PROVIDER_FLAGS: Readonly<Record<SocialProvider, string>> = {
  facebook: FEATURE_FLAGS.facebookLogin,
  google: FEATURE_FLAGS.googleLogin,
};

/** Every provider, in the order the buttons show. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['facebook', 'google'];

/**
 * The social sign-in buttons the login screen shows (SPEC §2): only in username mode, and for each
 * provider only when its flag (FACEBOOKLOGIN3, GOOGLELOGIN3) is on and the third-party auth is set
 * up for it (`configured`).
 */
export function socialSignInButtons(flags: FeatureFlags, mode: LoginMode, configured: readonly SocialProvider[]): readonly SocialProvider[] {
  if (mode !== 'username') return [];
  return SOCIAL_PROVIDERS.filter((provider) => configured.includes(provider) && isFeatureEnabled(flags, SOCIAL_PROVIDER_FLAGS[provider]));
}
