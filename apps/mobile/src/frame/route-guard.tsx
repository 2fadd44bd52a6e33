import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { decidePermission, guardedActionOfRoute, type RouteId } from '@gp/domain';
import { useDecisionRunner, usePermissionContext } from './use-guard';

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
  const run = useDecisionRunner();
  const action = guardedActionOfRoute(routeId);
  // The same decision object while the facts stay the same: the effect runs once per refusal.
  const decision = useMemo(() => (action === null ? null : decidePermission(action, context)), [action, context]);
  const allowed = decision === null || decision.kind === 'allow';
  useEffect(() => {
    if (decision !== null && decision.kind !== 'allow') void run(decision, { replace: true });
  }, [decision, run]);
  return allowed ? children : null;
});
