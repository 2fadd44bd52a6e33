import { useCallback } from 'react';
import { useUiStore } from '../../app/store-context';
import { MEMBER_MESSAGES as M } from './member-messages';

const idOf = (descriptor: { id?: string }) => ({ id: descriptor.id ?? '' });

/** Copies a text to the clipboard and says whether it worked (a toast either way). */
export function useCopyText(): (text: string) => Promise<void> {
  const ui = useUiStore();
  return useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(text);
        ui.toast(idOf(M.copied));
      } catch {
        ui.toast(idOf(M.copyFailed), { kind: 'error' });
      }
    },
    [ui],
  );
}
