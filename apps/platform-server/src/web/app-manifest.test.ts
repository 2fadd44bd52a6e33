import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/test-db';
import { readBrandManifests } from './app-manifest';

const server = useTestServer();
const manifestOf = async (host: string) => {
  const response = await server.app.inject({ method: 'GET', url: '/m/manifest.webmanifest', headers: { host } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
  return response.json() as Record<string, unknown>;
};

describe('the installed web app manifest', () => {
  it('is each brand’s own for its host: name, colours and icon', async () => {
    const brands = readBrandManifests();
    for (const code of ['aurora', 'jade', 'ember']) {
      const manifest = await manifestOf(`${code}.localhost:8080`);
      const brand = brands.get(code);
      expect(manifest).toMatchObject({
        name: brand?.name,
        short_name: brand?.shortName,
        theme_color: brand?.themeColor,
        background_color: brand?.backgroundColor,
        start_url: '/m/',
        scope: '/m/',
        display: 'standalone',
      });
      expect(manifest['icons']).toEqual([expect.objectContaining({ src: `/cdn/TCG_PROD_IMAGES/B2C/download/${code}/appIcon.png` })]);
    }
  });

  it('names a merchant that borrows another brand’s pack by its own name', async () => {
    const manifest = await manifestOf('lumen.localhost');
    expect(manifest).toMatchObject({ name: 'Lumen Bingo', short_name: 'Lumen Bingo' });
  });

  it('serves an icon the manifest points at', async () => {
    const manifest = await manifestOf('jade.localhost');
    const icon = (manifest['icons'] as { src: string }[])[0]?.src ?? '';
    const response = await server.app.inject({ method: 'GET', url: icon });
    expect(response.statusCode).toBe(200);
  });
});
