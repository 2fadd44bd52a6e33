import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockPlatform, renderApp } from '../testing/render-app';
import { preloadPage } from './app-routes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('preloadPage', () => {
  it('lets the first screen paint with the frame: no loading state between them', async () => {
    mockPlatform(server);
    await preloadPage('message');
    renderApp('/m/message');
    // The moment the frame is there, so is the screen (a lazy screen shows its loading state first).
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('list', { name: 'Messages and help' })).toBeInTheDocument();
  });

  it('leaves a screen that is not built yet to its placeholder', async () => {
    await expect(preloadPage('vip')).resolves.toBeUndefined();
  });
});
