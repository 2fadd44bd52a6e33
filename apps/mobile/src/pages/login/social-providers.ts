import { noSocialSignIn, type SocialSignIn } from '@gp/stores';

/**
 * The third-party sign-in service of this build. The reference platform configures no provider,
 * so none is set up and the login screen shows no social buttons whatever the flags say; a
 * merchant build that initialises the service (SPEC §7) puts its adapter here, loaded with this
 * page only.
 */
export const APP_SOCIAL_SIGN_IN: SocialSignIn = noSocialSignIn;
