import { observer } from 'mobx-react-lite';
import { SYSTEM_STATUS } from '@gp/domain';
import { useSystemStore } from '../app/store-context';
import { MaintenancePage } from '../pages/system/maintenance-page';
import { RestrictedPage } from '../pages/system/restricted-page';
import { PageFrame } from './page-frame';

/**
 * The status wrapper (SPEC §2): maintenance (status 1) and access-restricted (status 2) pages
 * replace everything; status 0 shows the page frame.
 */
export const RootLayout = observer(function RootLayout() {
  const system = useSystemStore();
  if (system.status === SYSTEM_STATUS.maintenance) return <MaintenancePage message={system.maintenanceMessage} />;
  if (system.status === SYSTEM_STATUS.regionRestricted) return <RestrictedPage />;
  return <PageFrame />;
});
