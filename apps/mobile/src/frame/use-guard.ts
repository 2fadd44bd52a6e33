import { useCallback, useMemo } from 'react';
import { defineMessages } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { FEATURE_FLAGS, decidePermission, isFeatureEnabled, pathOf, type GuardedAction, type PermissionContext, type PermissionDecision } from '@gp/domain';
import { useSessionStore, useSystemStore, useUiStore } from '../app/store-context';

/** The registration offer to a trial account (SPEC §8 in_popup_prompt); the table's other messages are the domain's. */
export const GUARD_MESSAGES = defineMessages({
  in_popup_prompt: {
    id: 'guard.registerPrompt',
    defaultMessage: 'The member centre is for registered players. Create your free account now?',
    description: 'A free-play (trial) account taps the member centre (in_popup_prompt)',
  },
  registerNow: { id: 'guard.registerNow', defaultMessage: 'Register now', description: 'Confirm button of the registration offer' },
});

const idOf = (descriptor: { id?: string }) => ({ id: descriptor.id ?? '' });

/** Carries out a permission decision; resolves true when the action may go ahead. */
export type GuardRunner = (action: GuardedAction, options?: { readonly replace?: boolean }) => Promise<boolean>;

/** The facts the permission table decides on, read from the stores (observed inside observers). */
export function usePermissionContext(): PermissionContext {
  const role = useSessionStore().role;
  const system = useSystemStore();
  const rewardCentreEnabled = isFeatureEnabled(system.flags, FEATURE_FLAGS.rewardCentre);
  const referralPromoEnabled = system.referralPromoEnabled;
  const loginPromoEnabled = system.personalPromoEnabled('LOGIN');
  const missionPromoEnabled = system.personalPromoEnabled('MISSION');
  // The same object while the facts stay the same, so a guard built on it keeps its identity.
  return useMemo(
    () => ({ role, rewardCentreEnabled, referralPromoEnabled, loginPromoEnabled, missionPromoEnabled }),
    [role, rewardCentreEnabled, referralPromoEnabled, loginPromoEnabled, missionPromoEnabled],
  );
}

/** Carries out a decision of the permission table; resolves true when the action may go ahead. */
export type DecisionRunner = (decision: PermissionDecision, options?: { readonly replace?: boolean }) => Promise<boolean>;

/**
 * The permission table's answers in action: allow, or send to login (with the prompt first when
 * the table names one), show the rejection for its time, offer registration to a trial account,
 * or go elsewhere. `replace` is for a guarded screen that was opened directly: leaving it must not
 * leave it in the history either.
 */
export function useDecisionRunner(): DecisionRunner {
  const ui = useUiStore();
  const navigate = useNavigate();
  return useCallback(
    async (decision, { replace = false } = {}) => {
      switch (decision.kind) {
        case 'allow':
          return true;
        case 'login':
          if (decision.promptId) ui.toast({ id: decision.promptId });
          await navigate(pathOf('login'), { replace });
          return false;
        case 'reject':
          ui.toast({ id: decision.messageId }, { duration: decision.durationMs, kind: 'error' });
          if (replace) await navigate(pathOf('home'), { replace });
          return false;
        case 'offerRegistration': {
          const register = await ui.confirm({ message: idOf(GUARD_MESSAGES.in_popup_prompt), confirmLabel: idOf(GUARD_MESSAGES.registerNow) });
          if (register || replace) await navigate(pathOf(register ? 'register' : 'home'), { replace });
          return false;
        }
        case 'redirect':
          await navigate(pathOf(decision.route), { replace });
          return false;
        case 'customerService':
          return false;
      }
    },
    [ui, navigate],
  );
}

/** The permission table of SPEC §6 for one action, decided on the stores' facts and carried out. */
export function useGuard(): GuardRunner {
  const context = usePermissionContext();
  const run = useDecisionRunner();
  return useCallback((action, options) => run(decidePermission(action, context), options), [context, run]);
}
