import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { decidePermission, guardNeedsSettings, guardedActionOfRoute, type RouteId } from '@gp/domain';
import { ErrorFallback } from '@gp/ui';
import { useSystemStore } from '../app/store-context';
import { ContentWaiting } from '../content/content-waiting';
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
 * A screen decided on the merchant's promos waits for the settings (asking for them), and says so
 * with Try again when they fail, rather than deciding on promos it does not know.
 */
export const RouteGuard = observer(function RouteGuard({ routeId, children }: RouteGuardProps) {
  const context = usePermissionContext();
  const run = useDecisionRunner();
  const system = useSystemStore();
  const action = guardedActionOfRoute(routeId);
  const unknown = action !== null && guardNeedsSettings(action) && system.settings === null;
  const failed = unknown && system.settingsFailed;
  // The same decision object while the facts stay the same: the effect runs once per refusal.
  const decision = useMemo(() => (action === null || unknown ? null : decidePermission(action, context)), [action, context, unknown]);
  useEffect(() => {
    if (unknown && !failed) system.ensureSettings();
  }, [unknown, failed, system]);
  useEffect(() => {
    if (decision !== null && decision.kind !== 'allow') void run(decision, { replace: true });
  }, [decision, run]);
  // What the screen is decided on could not load: the error page of a page that could not load, with Try again.
  if (failed) return <ErrorFallback variant="chunk" headingLevel={2} showHome onRetry={() => void system.loadSettings()} />;
  if (unknown) return <ContentWaiting />;
  return decision === null || decision.kind === 'allow' ? children : null;
});
