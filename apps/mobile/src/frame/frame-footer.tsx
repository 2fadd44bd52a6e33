import { Suspense, lazy, useState } from 'react';
import { footerActiveItem, type RouteId } from '@gp/domain';
import { FooterMenu } from '@gp/ui';

const SideMenuPanel = lazy(() => import('./side-menu-panel').then((m) => ({ default: m.SideMenuPanel })));

/** Props of FrameFooter. */
export interface FrameFooterProps {
  readonly routeId: RouteId;
}

/**
 * The footer menu with the route's item highlighted (domain `footerActiveItem`) and the side menu
 * it opens; the side menu's code loads on the first open.
 */
export function FrameFooter({ routeId }: FrameFooterProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const handleOpen = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <FooterMenu active={footerActiveItem(routeId)} onOpenMenu={handleOpen} menuOpen={open} />
      {used ? (
        <Suspense>
          <SideMenuPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
