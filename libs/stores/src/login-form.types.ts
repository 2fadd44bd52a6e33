import type { FeatureFlags } from '@gp/domain';
import type { PlatformClient } from '@gp/api-client';
import type { Clock, KeyValueStorage } from './ports';
import type { PasswordCredentials } from './remembered-login';
import type { SessionStore } from './session.store';
import type { SocialSignIn } from './social-sign-in';

/** What the login form holds as typed. Secrets (password, code, captcha) leave it after each login. */
export interface LoginFormInputs {
  readonly username: string;
  readonly password: string;
  readonly mobileNum: string;
  readonly messageCode: string;
  readonly captcha: string;
}

/** The login form before anything is typed or remembered. */
export const EMPTY_LOGIN_INPUTS: LoginFormInputs = { username: '', password: '', mobileNum: '', messageCode: '', captcha: '' };

/** The login form's calls: the login, the SMS code request, a social sign-in. */
export type LoginAction = 'login' | 'sms' | 'social';

/** Collaborators of the login form. */
export interface LoginFormDeps {
  readonly api: PlatformClient;
  readonly session: Pick<SessionStore, 'login'>;
  readonly clock: Clock;
  /** Local storage: the remembered login (never a password). */
  readonly storage: KeyValueStorage;
  /** The browser's password manager. */
  readonly credentials: PasswordCredentials;
  /** The third-party sign-in service. */
  readonly social: SocialSignIn;
  /** The whitelabel flags (MOBILEVERCODELOGIN3, FACEBOOKLOGIN3, GOOGLELOGIN3). */
  readonly flags: () => FeatureFlags;
}
