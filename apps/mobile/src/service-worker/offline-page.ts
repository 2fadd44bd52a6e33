import { SERVER_RENDER_ELEMENT_ID } from '../app/server-render-id';

const SERVER_RENDER_BLOCK = new RegExp(`<script id="${SERVER_RENDER_ELEMENT_ID}" type="application/json">[^<]*</script>`);

/**
 * A kept page made fit to stand in for another address: without the note of what its server render
 * assumed, the app renders the address's own screen over it instead of hydrating this one's.
 */
export function withoutServerRender(html: string): string {
  return html.replace(SERVER_RENDER_BLOCK, '');
}
