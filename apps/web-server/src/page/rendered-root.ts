/** The app's root in the built index.html: the element with the splash the browser shows until the app paints. */
const ROOT_WITH_SPLASH = /<div id="root">\s*<div class="boot-splash"[^>]*><\/div>\s*<\/div>/;

/**
 * The body of index.html with a server render in the app's root instead of the splash, or null
 * when there is no render or the page has no such root (the page then goes as built).
 */
export function withRenderedRoot(body: string, html: string | null): string | null {
  if (html === null || !ROOT_WITH_SPLASH.test(body)) return null;
  return body.replace(ROOT_WITH_SPLASH, () => `<div id="root">${html}</div>`);
}
