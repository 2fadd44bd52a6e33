import { deviceKindOf } from '@gp/domain';
import { SERVER_RENDER_ELEMENT_ID } from './server-render-id';
import type { RootStore } from '@gp/stores';

/** Where a server-rendered page keeps what its render assumed (see server-render-id.ts). */
export { SERVER_RENDER_ELEMENT_ID };

/**
 * What a server render of a page assumed about the visit, written beside it so that the browser
 * hydrates that render only when it would have rendered the same: a guest in this language and
 * mode, with this platform status, on this kind of device with the download bar shown or not,
 * drawing its random choices from this seed.
 */
export interface ServerRenderState {
  readonly seed: number;
  readonly language: string;
  readonly mode: string;
  readonly status: number;
  readonly device: string;
  readonly downloadBar: boolean;
}

type RenderedStores = Pick<RootStore, 'language' | 'theme' | 'system' | 'download' | 'deps'>;

/** The state of a store as a render would show it. */
export function renderStateOf(store: RenderedStores, seed: number): ServerRenderState {
  return {
    seed,
    language: store.language.current,
    mode: store.theme.modeFor(store.system.whitelabel?.theme.defaultMode),
    status: store.system.status,
    device: deviceKindOf(store.deps.environment?.userAgent ?? '', store.deps.nativeAppMarker),
    downloadBar: store.download.barVisible,
  };
}

/** The server render's state in the page, or null for a page the server did not render. */
export function readServerRenderState(doc: Pick<Document, 'getElementById'>): ServerRenderState | null {
  try {
    const state = JSON.parse(doc.getElementById(SERVER_RENDER_ELEMENT_ID)?.textContent ?? 'null') as ServerRenderState | null;
    return typeof state?.seed === 'number' ? state : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser's first render would match the server's: a guest (the server renders
 * nobody's session) not in an installed web app, whose language, mode, platform status, device and
 * download bar are what the server assumed (the same state, written alike). When not, the app
 * renders afresh over the server's markup instead of hydrating it.
 */
export function matchesServerRender(store: RenderedStores & Pick<RootStore, 'session'>, state: ServerRenderState): boolean {
  const same = JSON.stringify(renderStateOf(store, state.seed)) === JSON.stringify(state);
  return same && !store.session.isLoggedIn && !store.download.inInstalledWebApp;
}
