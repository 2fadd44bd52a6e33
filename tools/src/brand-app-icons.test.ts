import { Resvg } from '@resvg/resvg-js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_SIZES, SCREENSHOT_SIZE, drawBrandApp, iconSvg, placedLogo, readBrandArtwork, screenshotSvg, type BrandArtwork } from './brand-app-icons';

const THEMES = join(import.meta.dirname, '../../themes');

const art: BrandArtwork = {
  name: 'Test Play',
  shortName: 'Test',
  themeColor: '#112233',
  backgroundColor: '#0a0b0c',
  logoSvg: '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#ff0000"/></svg>',
};

/** The RGB of one pixel of a rendered drawing. */
function pixelAt(svg: string, x: number, y: number): string {
  const image = new Resvg(svg).render();
  const offset = (y * image.width + x) * 4;
  return [...image.pixels.subarray(offset, offset + 3)].map((value) => value.toString(16).padStart(2, '0')).join('');
}

describe('placedLogo', () => {
  it("moves the logo's root element to the given square, keeping its view box and dropping its own size", () => {
    const placed = placedLogo(art.logoSvg, 10, 20, 30);
    expect(placed).toMatch(/^<svg x="10" y="20" width="30" height="30" xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 64 64">/);
    expect(placed).not.toContain('<?xml');
    expect(() => placedLogo('<p>no</p>', 0, 0, 1)).toThrow('not an SVG');
  });
});

describe('iconSvg', () => {
  it('draws a maskable icon edge to edge in the background, the logo inside the middle half', () => {
    const svg = iconSvg(art, 192, 'maskable');
    expect(pixelAt(svg, 0, 0)).toBe('0a0b0c');
    expect(pixelAt(svg, 96, 96)).toBe('ff0000');
    // The mask's safe circle is 80 % of the side: the logo stays off the outer fifth.
    expect(pixelAt(svg, 96, Math.round(192 * 0.2))).toBe('0a0b0c');
  });

  it('draws an "any" icon as a rounded tile with the logo large', () => {
    const svg = iconSvg(art, 512, 'any');
    expect(pixelAt(svg, 0, 0)).toBe('000000');
    expect(pixelAt(svg, 256, 80)).toBe('ff0000');
  });
});

describe('screenshotSvg', () => {
  it("draws a phone's portrait screen: the header colour on top, the background, the logo in the middle", () => {
    const svg = screenshotSvg(art);
    expect(pixelAt(svg, 5, 5)).toBe('112233');
    expect(pixelAt(svg, 5, SCREENSHOT_SIZE.height - 5)).toBe('0a0b0c');
    expect(pixelAt(svg, SCREENSHOT_SIZE.width / 2, SCREENSHOT_SIZE.height / 2)).toBe('ff0000');
  });
});

describe('drawBrandApp', () => {
  it('gives a brand its 192 and 512 icons for both purposes and a narrow screenshot, as PNG files in the build', () => {
    const emitted = new Map<string, Buffer>();
    const app = drawBrandApp('test', art, (name, png) => {
      emitted.set(name, png);
      return `/m/assets/${name}`;
    });
    expect(app).toMatchObject({ name: 'Test Play', shortName: 'Test', themeColor: '#112233', backgroundColor: '#0a0b0c' });
    expect(app).not.toHaveProperty('logoSvg');
    expect(app.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(ICON_SIZES.flatMap((size) => [`${size}x${size} any`, `${size}x${size} maskable`]));
    expect(app.screenshots).toEqual([{ src: '/m/assets/test-screenshot.png', sizes: '540x1170', type: 'image/png', form_factor: 'narrow', label: 'Test Play' }]);
    for (const icon of app.icons) {
      const png = emitted.get(icon.src.replace('/m/assets/', ''));
      expect(png?.subarray(1, 4).toString()).toBe('PNG');
      expect(png?.readUInt32BE(16), icon.src).toBe(Number(icon.sizes.split('x')[0]));
    }
  });
});

describe('readBrandArtwork', () => {
  it("reads every pack of the repository's themes with its manifest fields and logo", () => {
    const packs = readBrandArtwork(THEMES);
    expect([...packs.keys()].sort()).toEqual(['aurora', 'ember', 'jade']);
    expect(packs.get('aurora')).toMatchObject({ name: 'Aurora Play', shortName: 'Aurora', themeColor: '#2a1252' });
    expect(packs.get('aurora')?.logoSvg).toMatch(/^<svg/);
  });
});
