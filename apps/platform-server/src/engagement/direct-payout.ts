import { flattenFeatureTree, isFeatureEnabled } from '@gp/domain';
import type { PlatformContext } from '../platform-context';
import { REWARD_CENTRE_MODULE } from './engagement-access';
import type { DirectPayout } from './race-settlement';

/** How the platform pays prizes of a merchant without a reward centre: at once, through its ledger. */
export function directPayoutOf(context: Pick<PlatformContext, 'ledger' | 'merchants'>): DirectPayout {
  return {
    ledger: context.ledger,
    rewardCentreOn: (merchantCode) => isFeatureEnabled(flattenFeatureTree(context.merchants.featureTree(merchantCode)), REWARD_CENTRE_MODULE),
  };
}
