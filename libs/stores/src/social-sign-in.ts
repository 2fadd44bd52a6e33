import type { SocialProvider } from '@gp/domain';

/** What a provider's sign-in gives back: the third-party token the platform checks, and the account it names. */
export interface SocialSignInResult {
  readonly idToken: string;
  /** The account name the provider reports (shown nowhere; sent as the login's username). */
  readonly account: string;
  readonly mobileNo?: string;
  readonly countryDialingCode?: string;
}

/**
 * The third-party sign-in service behind a port (SPEC §2, §7: 'A third-party phone-authentication
 * service also sends and verifies codes and social sign-in'). The login screen shows a provider's
 * button only when the adapter says it is set up for it and the merchant's flag is on.
 */
export interface SocialSignIn {
  /** The providers the service is initialised for. */
  configured(): readonly SocialProvider[];
  /** Runs the provider's sign-in; null when the player cancelled. */
  signIn(provider: SocialProvider): Promise<SocialSignInResult | null>;
}

/** No third-party sign-in set up (the reference platform configures none): no buttons. */
export const noSocialSignIn: SocialSignIn = {
  configured: () => [],
  signIn: () => Promise.resolve(null),
};
