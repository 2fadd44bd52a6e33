import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { decidePermission, guardedActionOfRoute, type RouteId } from '@gp/domain';
import { useGuard, usePermissionContext } from './use-guard';

/** Props of RouteGuard. */
export interface RouteGuardProps {
  readonly routeId: RouteId;
  readonly children: ReactNode;
}

/**
 * Shows a guarded screen (domain `guardedActionOfRoute`) only to whom the permission table allows
 * it; anyone else gets the table's answer (login, the rejection message, the registration offer)
 * and leaves the screen without it staying in the history. Other screens pass straight through.
 */
export const RouteGuard = observer(function RouteGuard({ routeId, children }: RouteGuardProps) {
  const context = usePermissionContext();
  const guard = useGuard();
  const action = guardedActionOfRoute(routeId);
  const allowed = action === null || decidePermission(action, context).kind === 'allow';
  useEffect(() => {
    if (!allowed && action !== null) void guard(action, { replace: true });
  }, [allowed, action, guard]);
  return allowed ? children : null;
});
