import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { routeContentLink } from '@gp/domain';
import { useDownloadStore } from '../app/store-context';
import { openExternal } from '../frame/open-external';

/**
 * Follows a link from server data (a banner's) through the domain's allow-list: http(s) outside
 * the app (the native bridge inside the app shells), paths inside it, anything else nowhere.
 */
export function useOpenLink(): (href: string) => void {
  const navigate = useNavigate();
  const download = useDownloadStore();
  return useCallback(
    (href: string) => {
      const route = routeContentLink(href);
      if (route.kind === 'external') openExternal(route.url, download.inNativeApp);
      else if (route.kind === 'internal') void navigate(route.path);
    },
    [navigate, download],
  );
}
