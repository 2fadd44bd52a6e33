/** Port of the platform server started for the end-to-end run. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4391);

/** The address of a path of the app on a brand's own host (`<brand>.localhost`). */
export function brandUrl(brand: string, path = '/m/'): string {
  return `http://${brand}.localhost:${E2E_PORT}${path}`;
}
