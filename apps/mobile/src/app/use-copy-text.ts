import { useCallback } from 'react';
import { defineMessages } from 'react-intl';
import { useUiStore } from './store-context';

/** What copying says. */
const COPY_TEXT = defineMessages({
  copied: { id: 'member.copied', defaultMessage: 'Copied', description: 'Toast after a text (the account, a referral link) was copied' },
  copyFailed: { id: 'member.copyFailed', defaultMessage: 'Could not copy. Select the text and copy it yourself.', description: 'Toast when copying failed' },
});

const idOf = (descriptor: { id?: string }) => ({ id: descriptor.id ?? '' });

/** Copies a text to the clipboard and says whether it worked (a toast either way). */
export function useCopyText(): (text: string) => Promise<void> {
  const ui = useUiStore();
  return useCallback(
    async (text: string) => {
      try {
        if (!navigator.clipboard) throw new Error('No clipboard');
        await navigator.clipboard.writeText(text);
        ui.toast(idOf(COPY_TEXT.copied));
      } catch {
        ui.toast(idOf(COPY_TEXT.copyFailed), { kind: 'error' });
      }
    },
    [ui],
  );
}
