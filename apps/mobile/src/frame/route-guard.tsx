import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { decidePermission, errorMessageIdOf, guardNeedsSettings, guardedActionOfRoute, messageDescriptor, type RouteId } from '@gp/domain';
import { LoadFailed } from '@gp/ui';
import { useSystemStore } from '../app/store-context';
import { ContentWaiting } from '../content/content-missing';
import { useDecisionRunner, usePermissionContext } from './use-guard';

const GUARD_TEXT = defineMessages({
  settingsFailed: { id: 'guard.settingsFailed', defaultMessage: 'This page could not be opened.', description: 'The merchant’s settings a screen is decided on failed to load; shown with Try again' },
});

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
  const intl = useIntl();
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
  if (failed) {
    const reason = intl.formatMessage(messageDescriptor(errorMessageIdOf(system.settingsErrorCode)));
    return <LoadFailed size="screen" title={intl.formatMessage(GUARD_TEXT.settingsFailed)} reason={reason} onRetry={() => void system.loadSettings()} />;
  }
  if (unknown) return <ContentWaiting />;
  return decision === null || decision.kind === 'allow' ? children : null;
});
