import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { SYSTEM_STATUS, backTargetOf, routeIdOf } from '@gp/domain';
import { PageHeader } from '@gp/ui';
import { useSystemStore } from '../app/store-context';
import { HomeHeader } from './home-header';
import { MaintenancePage } from '../pages/system/maintenance-page';
import { RestrictedPage } from '../pages/system/restricted-page';
import { ROUTE_TITLES } from '../routes/route-titles';

/**
 * The page frame: the status wrapper (maintenance and restricted pages replace everything), then
 * the header and the page. Home draws its own header with the brand's logo.
 */
export const RootLayout = observer(function RootLayout() {
  const system = useSystemStore();
  if (system.status === SYSTEM_STATUS.maintenance) return <MaintenancePage message={system.maintenanceMessage} />;
  if (system.status === SYSTEM_STATUS.regionRestricted) return <RestrictedPage />;
  return <PageFrame />;
});

function PageFrame() {
  const intl = useIntl();
  const { brand } = useTheme();
  const location = useLocation();
  const navigate = useNavigate();
  const routeId = routeIdOf(location.pathname);
  const title = intl.formatMessage(ROUTE_TITLES[routeId]);

  useEffect(() => {
    document.title = routeId === 'home' ? brand.name : `${title} · ${brand.name}`;
  }, [routeId, title, brand.name]);

  const handleBack = () => {
    // The spec's back rule (home from login, register, trial, activity, forget) lives in the domain;
    // one step back also goes home when this page was opened directly (no history to go back to).
    const hasHistory = typeof window.history.state?.idx === 'number' && window.history.state.idx > 0;
    if (backTargetOf(routeId) === 'previous' && hasHistory) void navigate(-1);
    else void navigate('/', { replace: true });
  };

  return (
    <>
      {routeId === 'home' ? <HomeHeader /> : <PageHeader title={title} onBack={handleBack} />}
      <main id="main">
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
