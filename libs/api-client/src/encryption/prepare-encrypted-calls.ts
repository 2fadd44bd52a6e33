/**
 * Starts downloading the sealing code while there is a signal (a login or registration form has
 * opened): a form typed and then sent without a signal then still seals its body, and a failed
 * download is not met later (a browser may not try a failed dynamic import again in the same page).
 */
export function prepareEncryptedCalls(): void {
  if ((globalThis as { readonly navigator?: { readonly onLine?: boolean } }).navigator?.onLine === false) return;
  void import('./sealed-send').catch(() => undefined);
}
