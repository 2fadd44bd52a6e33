/** The app bridges of the native shells (iOS WKWebView message handler, Android JS interface). */
interface BridgeWindow {
  readonly webkit?: { readonly messageHandlers?: { readonly openSafari?: { postMessage(url: string): void } } };
  readonly android?: { openAndroid?(url: string): void };
}

/**
 * Opens an address outside the app (SPEC §2 'Page frame'): inside the native app through its
 * bridge (iOS `openSafari` message, Android `openAndroid` call), otherwise in a new browser window
 * that cannot reach back to this page (noopener).
 */
export function openExternal(url: string, inNativeApp: boolean, win: Window = window): void {
  const bridge = win as Window & BridgeWindow;
  if (inNativeApp) {
    const ios = bridge.webkit?.messageHandlers?.openSafari;
    if (ios) return ios.postMessage(url);
    if (typeof bridge.android?.openAndroid === 'function') return bridge.android.openAndroid(url);
  }
  win.open(url, '_blank', 'noopener,noreferrer');
}
