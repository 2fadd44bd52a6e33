import { afterEach, describe, expect, it } from 'vitest';
import type { BootParts } from '@gp/api-client';
import { APP_STORAGE_KEYS, STORAGE_KEYS } from '@gp/domain';
import { createMemoryStorage, systemClock } from '@gp/stores';
import { createAppRuntime } from './runtime';
import { matchesServerRender, readServerRenderState, renderStateOf, SERVER_RENDER_ELEMENT_ID } from './server-render-state';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const BOOT: BootParts = {
  merchantStatus: { maintenance: false, maintenanceMessage: null },
  whitelabel: { merchantCode: 'jade', siteName: 'Jade Lotto', theme: { pack: 'jade', defaultMode: 'dark' }, defaultLanguage: 'EN', languages: ['EN', 'TY'], features: [] },
};

/** A store as a visit builds it, with this storage and user agent, nothing started. */
const storeOf = (stored: Record<string, string> = {}, userAgent = ANDROID) =>
  createAppRuntime({ storage: createMemoryStorage(stored), clock: systemClock, environment: { userAgent, isStandalone: () => false }, boot: BOOT, start: 'none' });

describe('what a server render assumed', () => {
  it('matches a guest browser of the same language, mode and kind of device', () => {
    const state = renderStateOf(storeOf(), 7);
    expect(state).toEqual({ seed: 7, language: 'EN', mode: 'dark', status: 0, device: 'android', downloadBar: false });
    expect(matchesServerRender(storeOf(), state)).toBe(true);
  });

  it('does not match a player who chose another language or mode, is logged in, or uses another kind of device', () => {
    const state = renderStateOf(storeOf(), 7);
    expect(matchesServerRender(storeOf({ [APP_STORAGE_KEYS.language]: 'TY' }), state)).toBe(false);
    expect(matchesServerRender(storeOf({ [STORAGE_KEYS.themeMode]: 'light' }), state)).toBe(false);
    expect(matchesServerRender(storeOf({}, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'), state)).toBe(false);
    const session = JSON.stringify({ token: 't', merchantCode: 'jade', userName: 'demo', type: 1 });
    expect(matchesServerRender(storeOf({ [STORAGE_KEYS.session]: session }), state)).toBe(false);
  });
});

describe('readServerRenderState', () => {
  afterEach(() => document.getElementById(SERVER_RENDER_ELEMENT_ID)?.remove());

  const block = (text: string) => {
    const element = document.createElement('script');
    element.id = SERVER_RENDER_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = text;
    document.head.append(element);
  };

  it('reads the state the server wrote, and nothing from a page without one or a damaged one', () => {
    expect(readServerRenderState(document)).toBeNull();
    block('{"seed":3,"language":"EN"');
    expect(readServerRenderState(document)).toBeNull();
    document.getElementById(SERVER_RENDER_ELEMENT_ID)?.remove();
    block('{"seed":3,"language":"EN","mode":"dark","status":0,"device":"ios","downloadBar":true}');
    expect(readServerRenderState(document)).toMatchObject({ seed: 3, device: 'ios' });
  });
});
