import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_IMAGE_SIZE, renderCaptchaPng } from './captcha-image';
import { seededRandom } from './random-source';

function ink(png: Buffer): number {
  const { data } = PNG.sync.read(png);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) < 3 * 150) dark++;
  return dark;
}

describe('captcha image', () => {
  it('renders a PNG of the fixed size for 4 to 6 digits', () => {
    for (const text of ['0123', '45678', '999999']) {
      const image = PNG.sync.read(renderCaptchaPng(text, seededRandom(1)));
      expect([image.width, image.height]).toEqual([CAPTCHA_IMAGE_SIZE.width, CAPTCHA_IMAGE_SIZE.height]);
    }
  });

  it('draws the digits: more digits, more ink; different text, different pixels', () => {
    expect(ink(renderCaptchaPng('888888', seededRandom(3)))).toBeGreaterThan(ink(renderCaptchaPng('1111', seededRandom(3))) + 100);
    expect(renderCaptchaPng('1234', seededRandom(3)).equals(renderCaptchaPng('5678', seededRandom(3)))).toBe(false);
  });

  it('is reproducible for a fixed random source and varies otherwise', () => {
    expect(renderCaptchaPng('2468', seededRandom(9)).equals(renderCaptchaPng('2468', seededRandom(9)))).toBe(true);
    expect(renderCaptchaPng('2468', seededRandom(9)).equals(renderCaptchaPng('2468', seededRandom(10)))).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(() => renderCaptchaPng('12a4', seededRandom(1))).toThrow(RangeError);
  });
});
