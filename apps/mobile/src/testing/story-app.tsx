import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { getResponse, type HttpHandler } from 'msw';
import { browserDocumentLanguage, createMemoryStorage, systemClock } from '@gp/stores';
import { createAppRuntime } from '../app/runtime';
import { StoreProvider } from '../app/store-context';
import { bootHandlers, envelope } from './platform-handlers';

/** Where a story's platform answers: nothing leaves the page, MSW handlers answer in memory. */
export const STORY_BASE = 'http://platform.story';

/** A successful platform answer. */
export const storyEnvelope = envelope;

/** A picture drawn in the page itself (no network): a tile or banner of the given size and shade. */
export function storyPicture(width: number, height: number, opacity = 0.3): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" opacity="${opacity}"/></svg>`)}`;
}

/** What every screen's boot asks for: jade's status and whitelabel, empty settings, no banners or notices. Later handlers win. */
export function storyBootHandlers(): HttpHandler[] {
  return bootHandlers(STORY_BASE);
}

/** Props of StoryApp. */
export interface StoryAppProps {
  /** The platform's answers; the first that matches a call answers it. */
  readonly handlers: readonly HttpHandler[];
  /** The route the screen opens on ('/m/gameCenter'). */
  readonly path: string;
  readonly children: ReactNode;
}

/**
 * A screen as the app builds it (createAppRuntime: the same stores and client, every store
 * started) over a platform answered in memory, so that designers see the real screen in every
 * brand. Stopped when the story unmounts.
 */
export function StoryApp({ handlers, path, children }: StoryAppProps) {
  const [store] = useState(() =>
    createAppRuntime({
      platform: { baseUrl: STORY_BASE, fetch: async (input, init) => (await getResponse([...handlers], new Request(input, init))) ?? new Response(null, { status: 404 }) },
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      clock: systemClock,
      documentLanguage: browserDocumentLanguage(),
    }),
  );
  useEffect(() => () => store.stop(), [store]);
  return (
    <StoreProvider store={store}>
      <MemoryRouter basename="/m" initialEntries={[path]}>
        {children}
      </MemoryRouter>
    </StoreProvider>
  );
}
