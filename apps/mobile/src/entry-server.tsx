/**
 * The app's server entry (built into dist-ssr/ by `vite build --ssr`): renders the first screen of
 * a visit to HTML, for the web tier to send before any script has run. Every request gets its own
 * stores, from the boot data of the page; nothing is asked of the platform and nothing keeps
 * running after the render.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import { ServerStyleSheet } from 'styled-components';
import { Writable } from 'node:stream';
import type { BootParts } from '@gp/api-client';
import { embedJson, keyedRandom, routeIdOfDocumentPath } from '@gp/domain';
import { createMemoryStorage, type Clock } from '@gp/stores';
import { AppShell } from './app/app-shell';
import { loadAppReady } from './app/app-ready';
import { createAppRuntime } from './app/runtime';
import { renderStateOf, SERVER_RENDER_ELEMENT_ID } from './app/server-render-state';
import { StoreProvider } from './app/store-context';
import { ROUTER_BASENAME, preloadPage } from './routes/app-routes';

enableStaticRendering(true);

/** What a server render is given: the page's path and query, the visitor's user agent, its boot data, and the seed of its random draws. */
export interface ServerRenderInput {
  readonly url: string;
  readonly userAgent: string;
  readonly boot: BootParts;
  readonly seed: number;
  /** The render's clock (the time the page is rendered). */
  readonly now: number;
}

/** What a server render gives: the markup of the app's root, and what goes into the page's head. */
export interface ServerRenderOutput {
  readonly html: string;
  readonly head: string;
}

/** A clock that reads the render's time and never fires: nothing runs after a server render. */
const renderClock = (now: number): Clock => ({ now: () => now, setTimeout: () => 0, clearTimeout: () => undefined });

/** A fetch that never answers: a call started during a render leaves its state loading, as the browser's first render has it. */
const neverAnswers: typeof fetch = () => new Promise<Response>(() => undefined);

/** Collects a React stream into text. */
function textOf(pipe: (destination: Writable) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    pipe(sink);
  });
}

/**
 * Renders the screen of `url` as a guest sees it with this boot data: waits for the screen's code,
 * the brand's theme, the catalogue and every lazy part, so that the markup is complete (no
 * streamed boundary, no inline script), with the styles it uses and the state it assumed.
 * Rejects when the render fails or takes longer than `timeoutMs`; the web tier then sends the page
 * without it.
 */
export async function renderPage(input: ServerRenderInput, timeoutMs = 2_000): Promise<ServerRenderOutput> {
  const path = input.url.split('?')[0] ?? '/m/';
  const routeId = routeIdOfDocumentPath(path);
  const store = createAppRuntime({
    storage: createMemoryStorage(),
    clock: renderClock(input.now),
    draw: keyedRandom(input.seed),
    platform: { fetch: neverAnswers },
    environment: { userAgent: input.userAgent, isStandalone: () => false },
    boot: input.boot,
    firstScreen: routeId,
    start: 'none',
  });
  const [ready] = await Promise.all([loadAppReady(store), preloadPage(routeId)]);
  if (!ready) throw new Error('no whitelabel in the boot data');
  const sheet = new ServerStyleSheet();
  const Router = ({ children }: { readonly children: ReactNode }) => (
    <StaticRouter basename={ROUTER_BASENAME} location={input.url}>
      {children}
    </StaticRouter>
  );
  try {
    const app = sheet.collectStyles(
      <StrictMode>
        <StoreProvider store={store}>
          <AppShell Router={Router} ready={ready} />
        </StoreProvider>
      </StrictMode>,
    );
    const html = await new Promise<string>((resolve, reject) => {
      const stream = renderToPipeableStream(app, {
        // Every boundary goes in place, however large: React would otherwise send a large one after
        // the rest with an inline script to put it there, which the strict script policy forbids.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => resolve(textOf((sink) => stream.pipe(sink))),
        onShellError: reject,
        onError: (error) => reject(error),
      });
      setTimeout(() => stream.abort(new Error(`the server render took longer than ${timeoutMs} ms`)), timeoutMs).unref();
    });
    const state = `<script id="${SERVER_RENDER_ELEMENT_ID}" type="application/json">${embedJson(renderStateOf(store, input.seed))}</script>`;
    return { html, head: `${sheet.getStyleTags()}${state}` };
  } finally {
    sheet.seal();
  }
}
