import { describe, expect, it } from 'vitest';
import { readServerRenderState } from '../app/server-render-state';
import { withoutServerRender } from './offline-page';

describe('withoutServerRender', () => {
  it('drops the server render note, so that the app renders the address asked for afresh, and keeps the rest', () => {
    const html = '<head><script id="platform-boot" type="application/json">{"a":1}</script><script id="server-render" type="application/json">{"seed":7,"language":"EN"}</script></head><body><div id="root"><main>home</main></div></body>';
    const page = withoutServerRender(html);
    expect(page).toBe('<head><script id="platform-boot" type="application/json">{"a":1}</script></head><body><div id="root"><main>home</main></div></body>');
    expect(readServerRenderState(new DOMParser().parseFromString(page, 'text/html'))).toBeNull();
    expect(readServerRenderState(new DOMParser().parseFromString(html, 'text/html'))).not.toBeNull();
  });
});
