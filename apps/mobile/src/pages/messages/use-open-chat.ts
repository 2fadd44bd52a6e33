import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import { useLanguageStore, useRootStore, useUiStore } from '../../app/store-context';
import { useGuard } from '../../frame/use-guard';
import { MESSAGE_CENTRE_MESSAGES } from './message-centre-messages';

const idOf = (descriptor: { id?: string }) => ({ id: descriptor.id ?? '' });

/**
 * The live chat (SPEC §4 'Chat button'): a guest goes to login and a trial account is refused (the
 * permission table); a player gets the chat dressed in the brand's header colour and the page's
 * title, launched by the store's chat launcher (overlay, 500 ms, same-origin address only). A
 * failure says so.
 */
export function useOpenChat(): () => Promise<void> {
  const root = useRootStore();
  const ui = useUiStore();
  const language = useLanguageStore();
  const guard = useGuard();
  const intl = useIntl();
  const theme = useTheme();
  return useCallback(async () => {
    if (!(await guard('chat'))) return;
    const outcome = await root.chat.launch({
      language: language.current,
      headerColor: theme.color.headerBackground,
      title: intl.formatMessage(MESSAGE_CENTRE_MESSAGES.chatTitle),
    });
    if (outcome.kind === 'open') window.location.assign(outcome.url);
    else ui.toast(idOf(MESSAGE_CENTRE_MESSAGES.chatFailed), { kind: 'error' });
  }, [guard, ui, root, language, theme, intl]);
}
