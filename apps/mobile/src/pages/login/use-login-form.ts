import { useEffect, useState } from 'react';
import { LoginFormModel, browserPasswordCredentials } from '@gp/stores';
import { useRootStore } from '../../app/store-context';
import { APP_SOCIAL_SIGN_IN } from './social-providers';

/**
 * The page's login form, made once with the app's collaborators, started on mount and stopped on
 * unmount (secrets wiped, countdown cleared).
 */
export function useLoginForm(): LoginFormModel {
  const root = useRootStore();
  const [form] = useState(
    () =>
      new LoginFormModel({
        api: root.api,
        session: root.session,
        clock: root.clock,
        storage: root.storage,
        credentials: browserPasswordCredentials(),
        social: APP_SOCIAL_SIGN_IN,
        flags: () => root.system.flags,
      }),
  );
  useEffect(() => {
    form.start();
    return () => form.stop();
  }, [form]);
  return form;
}
