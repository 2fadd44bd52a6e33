import { useCallback } from 'react';
import { defineMessages } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGE_DURATIONS, backFallbackOf, backTargetOf, pathOf, type RouteId } from '@gp/domain';
import { useDownloadStore, useSessionStore, useSystemStore, useUiStore } from '../app/store-context';
import { openExternal } from './open-external';

/** Texts of the frame's session actions; the ui store carries their ids, the dialog layer translates. */
export const FRAME_ACTION_MESSAGES = defineMessages({
  logoutQuestion: { id: 'frame.logout.question', defaultMessage: 'Are you sure you want to logout?' },
  freePlayFailed: { id: 'frame.freePlay.failed', defaultMessage: 'Free play is not available right now. Please try again.' },
});

const idOf = (descriptor: { id?: string }) => ({ id: descriptor.id ?? '' });

/**
 * Logout (SPEC §4): the confirmation, then the loading overlay while the platform is told, then
 * home as a guest (replacing the page). Cancel keeps the session.
 */
export function useLogout(): () => Promise<void> {
  const ui = useUiStore();
  const session = useSessionStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The confirm dialog's own Confirm / Cancel labels (libs/ui) name the buttons.
    const confirmed = await ui.confirm({ message: idOf(FRAME_ACTION_MESSAGES.logoutQuestion) });
    if (!confirmed) return;
    await ui.withLoading(null, MESSAGE_DURATIONS.sessionLoadingMs, () => session.logout());
    await navigate(pathOf('home'), { replace: true });
  }, [ui, session, navigate]);
}

/** Free play from the header: a trial session, then home in place of this page; a failure says so. */
export function useFreePlay(): () => Promise<void> {
  const ui = useUiStore();
  const session = useSessionStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await ui.withLoading(null, MESSAGE_DURATIONS.sessionLoadingMs, () => session.loginFreePlay());
      await navigate(pathOf('home'), { replace: true });
    } catch {
      ui.toast(idOf(FRAME_ACTION_MESSAGES.freePlayFailed), { kind: 'error' });
    }
  }, [ui, session, navigate]);
}

/** Customer service: the merchant's first service link, outside the app; undefined without one. */
export function useCustomerService(): (() => void) | undefined {
  const system = useSystemStore();
  const download = useDownloadStore();
  const url = system.customerService[0]?.path;
  return url ? () => openExternal(url, download.inNativeApp) : undefined;
}

/**
 * The back arrow (domain `backTargetOf`): home from login, register, trial, activity and forget;
 * one step back elsewhere, or, when this page was opened directly (no history to go back to), its
 * parent screen (domain `backFallbackOf`: a promotion's is the promotions list) or home.
 */
export function useBack(routeId: RouteId): () => void {
  const navigate = useNavigate();
  // In the browser, the router's history index says whether a step back stays in the app (a
  // replaced first page keeps index 0); the memory router of tests has none: its first location
  // has the key 'default'. Read at the tap (a server render has no history).
  const key = useLocation().key;
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
    const hasHistory = typeof index === 'number' ? index > 0 : key !== 'default';
    const target = backTargetOf(routeId);
    if (target === 'previous' && hasHistory) void navigate(-1);
    else void navigate(pathOf(target === 'home' ? 'home' : backFallbackOf(routeId)), { replace: true });
  }, [navigate, routeId, key]);
}
