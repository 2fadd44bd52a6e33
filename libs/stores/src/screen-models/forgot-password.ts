import { MODULE_IDS, isFeatureEnabled } from '@gp/domain';
import { ForgotPasswordModel } from '../forgot-password.model';
import type { ScreenRoot } from '../screen-model';

/** The forgot-password screen for the page's query (the e-mailed link carries its token there). */
export function forgotPasswordModel({ api, clock, system }: ScreenRoot, search: string): ForgotPasswordModel {
  return new ForgotPasswordModel({ api, clock, smsResetEnabled: () => isFeatureEnabled(system.flags, MODULE_IDS.changePasswordVerification) }, search);
}
