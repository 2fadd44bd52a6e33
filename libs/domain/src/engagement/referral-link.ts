import { REFERRAL_LINK_PARAM } from '../registration/registration-modes';
import { APP_BASE_PATH } from '../routes/route-table';

/** The registration link a member shares (SPEC §4 referral): this site's registration with their code as `?ref=`. */
export function referralLinkOf(origin: string, code: string): string {
  return `${origin}${APP_BASE_PATH}/register?${REFERRAL_LINK_PARAM}=${encodeURIComponent(code)}`;
}
