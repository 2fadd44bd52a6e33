import { MODULE_IDS } from '../constants/module-ids';
import { isFeatureEnabled, type FeatureFlags } from '../features/feature-flags';

/**
 * Whether the page header offers free play (SPEC §2 'Page frame', §7 'test play'): only to a visitor without a
 * session, and only when the merchant has the FREEPLAY3 module switched on.
 */
export function isFreePlayOffered(loggedIn: boolean, flags: FeatureFlags): boolean {
  return !loggedIn && isFeatureEnabled(flags, MODULE_IDS.freePlay);
}
