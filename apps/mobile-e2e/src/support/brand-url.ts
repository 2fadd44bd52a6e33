/** Port of the web tier started for the end-to-end run (the app's origin; it forwards /wps/ to the platform). */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4391);

/** Port of the platform behind it (tools/scripts/platform-and-web.mjs: the web tier's + 100). */
export const E2E_PLATFORM_PORT = E2E_PORT + 100;

/** The address of a path of the app on a brand's own host (`<brand>.localhost`). */
export function brandUrl(brand: string, path = '/m/', port = E2E_PORT): string {
  return `http://${brand}.localhost:${port}${path}`;
}
