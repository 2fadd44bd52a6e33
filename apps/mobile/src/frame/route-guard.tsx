import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { decidePermission, guardNeedsSettings, guardedActionOfRoute, type RouteId } from '@gp/domain';
import { useSystemStore } from '../app/store-context';
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
 * A screen decided on the merchant's promos waits (blank) until the settings have loaded or failed.
 */
export const RouteGuard = observer(function RouteGuard({ routeId, children }: RouteGuardProps) {
  const context = usePermissionContext();
  const run = useDecisionRunner();
  const system = useSystemStore();
  const action = guardedActionOfRoute(routeId);
  const waiting = action !== null && guardNeedsSettings(action) && system.settings === null && system.settingsErrorCode === null;
  // The same decision object while the facts stay the same: the effect runs once per refusal.
  const decision = useMemo(() => (action === null || waiting ? null : decidePermission(action, context)), [action, context, waiting]);
  const allowed = !waiting && (decision === null || decision.kind === 'allow');
  useEffect(() => {
    if (waiting) system.ensureSettings();
  }, [waiting, system]);
  useEffect(() => {
    if (decision !== null && decision.kind !== 'allow') void run(decision, { replace: true });
  }, [decision, run]);
  return allowed ? children : null;
});
