import type { BootData } from '@gp/api-client';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What the app's server entry (`dist-ssr/entry-server.js`, `renderPage`) is given. */
export interface ServerRenderInput {
  readonly url: string;
  /** The visitor's user agent: the first screen differs by the kind of device (domain `deviceKindOf`). */
  readonly userAgent: string;
  readonly boot: Partial<BootData>;
  readonly seed: number;
  readonly now: number;
}

/** What it gives: the markup of the app's root, and what goes into the page's head (styles, the render's state). */
export interface ServerRenderOutput {
  readonly html: string;
  readonly head: string;
}

/** Renders a first screen to HTML; rejects when it cannot (the page then goes without it). */
export type ServerRenderer = (input: ServerRenderInput) => Promise<ServerRenderOutput>;

/**
 * Loads the app's server build (`vite build --ssr`) from `entryFile`: null when there is none (the
 * web tier then serves every page for the browser to render, as before server rendering).
 */
export async function loadServerRenderer(entryFile: string): Promise<ServerRenderer | null> {
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as { renderPage?: ServerRenderer };
  if (typeof entry.renderPage !== 'function') throw new Error(`${entryFile} exports no renderPage`);
  return entry.renderPage;
}
