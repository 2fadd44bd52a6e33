import { launchChat, type PlatformClient } from '@gp/api-client';
import { APP_BASE_PATH, MESSAGE_DURATIONS, MODULE_IDS, TIMINGS, chatLanguageOf, pathOf, sameOriginPath, type PlatformLanguage } from '@gp/domain';
import type { Clock } from './ports';

/** Collaborators of the chat launcher. */
export interface ChatLauncherDeps {
  readonly api: PlatformClient;
  readonly clock: Clock;
  /** The loading overlay shown while the platform gives the chat's address. */
  readonly ui: { withLoading<T>(message: null, maxMs: number, work: () => Promise<T>): Promise<T> };
}

/** What the chat page is dressed in: the player's language, the brand's header colour and the page title. */
export interface ChatRequest {
  readonly language: PlatformLanguage;
  readonly headerColor: string;
  readonly title: string;
}

/** Where a launch ended: the chat's same-origin address to open, or a failure to tell the player. */
export type ChatLaunchOutcome = { readonly kind: 'open'; readonly url: string } | { readonly kind: 'failed' };

/**
 * Launches the live chat (SPEC §4 'Chat button') for a player the permission table let through:
 * asks the platform for the chat's address under the loading overlay, waits the spec's 500 ms on
 * the injected clock, and gives the address only when it is a path of this origin. The chat page's
 * back link returns to the message centre. A failure comes back as 'failed' (an expired session
 * is ended by the client).
 */
export class ChatLauncher {
  constructor(private readonly deps: ChatLauncherDeps) {}

  async launch(request: ChatRequest): Promise<ChatLaunchOutcome> {
    const { api, clock, ui } = this.deps;
    try {
      const { chatUrl } = await ui.withLoading(null, MESSAGE_DURATIONS.sessionLoadingMs, async () => {
        const launch = await launchChat(api, {
          b2c: 1,
          language: chatLanguageOf(request.language),
          backUrl: `${APP_BASE_PATH}${pathOf('message')}`,
          headerColor: request.headerColor,
          title: request.title,
          moduleId: MODULE_IDS.chat,
        });
        await new Promise((resolve) => clock.setTimeout(() => resolve(undefined), TIMINGS.chatRedirectMs));
        return launch;
      });
      const url = sameOriginPath(chatUrl);
      return url ? { kind: 'open', url } : { kind: 'failed' };
    } catch {
      return { kind: 'failed' };
    }
  }
}
