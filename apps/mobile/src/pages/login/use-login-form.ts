import { browserPasswordCredentials, loginModel, type LoginFormModel } from '@gp/stores';
import { useScreenModel } from '../../app/use-screen-model';
import { APP_SOCIAL_SIGN_IN } from './social-providers';

/**
 * The page's login form, made once with the app's collaborators, started on mount and stopped on
 * unmount (secrets wiped, countdown cleared).
 */
export function useLoginForm(): LoginFormModel {
  return useScreenModel((root) => loginModel(root, { credentials: browserPasswordCredentials(), social: APP_SOCIAL_SIGN_IN }));
}
