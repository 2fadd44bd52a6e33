import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import { launchChat } from '@gp/api-client';
import { APP_BASE_PATH, MESSAGE_DURATIONS, MODULE_IDS, TIMINGS, chatLanguageOf, pathOf } from '@gp/domain';
import { useLanguageStore, useRootStore, useUiStore } from '../../app/store-context';
import { useGuard } from '../../frame/use-guard';
import { MESSAGE_CENTRE_MESSAGES } from './message-centre-messages';

const idOf = (descriptor: { id?: string }) => ({ id: descriptor.id ?? '' });

/** Only a same-origin path is followed: the chat page is the platform's own. */
const isSameOriginPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The live chat (SPEC §4 'Chat button'): a guest goes to login and a trial account is refused (the
 * permission table); a player sees the loading overlay while the platform gives the chat's
 * address, then the chat opens about 500 ms later, its back link returning to the message centre.
 * A failure ends the overlay and says so.
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
    try {
      const { chatUrl } = await ui.withLoading(null, MESSAGE_DURATIONS.sessionLoadingMs, async () => {
        const launch = await launchChat(root.deps.api, {
          b2c: 1,
          language: chatLanguageOf(language.current),
          backUrl: `${APP_BASE_PATH}${pathOf('message')}`,
          headerColor: theme.color.headerBackground,
          title: intl.formatMessage(MESSAGE_CENTRE_MESSAGES.chatTitle),
          moduleId: MODULE_IDS.chat,
        });
        await new Promise((resolve) => setTimeout(resolve, TIMINGS.chatRedirectMs));
        return launch;
      });
      if (!isSameOriginPath(chatUrl)) throw new Error('The chat address is not the platform’s own');
      window.location.assign(chatUrl);
    } catch (error) {
      root.session.handlePlatformError(error);
      ui.toast(idOf(MESSAGE_CENTRE_MESSAGES.chatFailed), { kind: 'error' });
    }
  }, [guard, ui, root, language, theme, intl]);
}
