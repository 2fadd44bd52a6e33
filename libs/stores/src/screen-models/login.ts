import { LoginFormModel } from '../login-form.model';
import type { PasswordCredentials } from '../remembered-login';
import type { ScreenRoot } from '../screen-model';
import type { SocialSignIn } from '../social-sign-in';

/** The login form, with the browser's password manager and the configured social sign-in. */
export function loginModel(
  { api, session, clock, storage, system }: ScreenRoot,
  browser: { readonly credentials: PasswordCredentials; readonly social: SocialSignIn },
): LoginFormModel {
  return new LoginFormModel({ api, session, clock, storage, ...browser, flags: () => system.flags });
}
