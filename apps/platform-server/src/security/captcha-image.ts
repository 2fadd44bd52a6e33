import { PNG } from 'pngjs';
import type { RandomSource } from './random-source';

/** Width and height of every captcha image, in pixels. */
export const CAPTCHA_IMAGE_SIZE = { width: 132, height: 44 } as const;

/** A 5×7 bitmap font for the digits 0–9, one string of `#`/`.` per row. */
const DIGITS: Record<string, readonly string[]> = {
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
};
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
const SCALE = 3;

type Rgb = readonly [number, number, number];

class Canvas {
  readonly png: PNG;
  constructor(width: number, height: number, background: Rgb) {
    this.png = new PNG({ width, height });
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) this.set(x, y, background);
  }

  /** Paints one pixel; points outside the image are ignored. */
  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.png.width || y >= this.png.height) return;
    const i = (y * this.png.width + x) * 4;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }

  /** Bresenham line from (x0, y0) to (x1, y1). */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let error = dx + dy;
    for (;;) {
      this.set(x0, y0, colour);
      if (x0 === x1 && y0 === y1) return;
      const twice = 2 * error;
      if (twice >= dy) {
        error += dy;
        x0 += sx;
      }
      if (twice <= dx) {
        error += dx;
        y0 += sy;
      }
    }
  }
}

function darkColour(random: RandomSource): Rgb {
  return [random.int(0, 110), random.int(0, 110), random.int(0, 140)];
}

function midColour(random: RandomSource): Rgb {
  return [random.int(70, 190), random.int(70, 190), random.int(70, 190)];
}

/** Draws one digit at (left, top), sheared by `shear` pixels per glyph row, each row wobbling by a pixel. */
function drawDigit(canvas: Canvas, digit: string, left: number, top: number, shear: number, random: RandomSource): void {
  const rows = DIGITS[digit];
  if (!rows) throw new RangeError(`captcha can only draw digits, got ${digit}`);
  const colour = darkColour(random);
  rows.forEach((row, gy) => {
    const rowShift = Math.round(shear * (GLYPH_HEIGHT / 2 - gy)) + random.int(0, 2);
    for (let gx = 0; gx < GLYPH_WIDTH; gx++) {
      if (row[gx] !== '#') continue;
      const x = left + gx * SCALE + rowShift;
      const y = top + gy * SCALE;
      for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) canvas.set(x + dx, y + dy, colour);
    }
  });
}

/**
 * Renders a string of digits as a PNG (CAPTCHA_IMAGE_SIZE): light noisy background, each digit in
 * its own dark colour with random vertical offset and slant, crossed by noise lines and dots.
 */
export function renderCaptchaPng(text: string, random: RandomSource): Buffer {
  const { width, height } = CAPTCHA_IMAGE_SIZE;
  const canvas = new Canvas(width, height, [random.int(225, 256), random.int(225, 256), random.int(225, 256)]);
  for (let i = 0; i < 120; i++) canvas.set(random.int(0, width), random.int(0, height), midColour(random));
  for (let i = 0; i < 3; i++) {
    canvas.line(random.int(0, width), random.int(0, height), random.int(0, width), random.int(0, height), midColour(random));
  }
  const advance = GLYPH_WIDTH * SCALE + 5;
  let left = Math.floor((width - text.length * advance + 5) / 2);
  for (const digit of text) {
    const top = Math.floor((height - GLYPH_HEIGHT * SCALE) / 2) + random.int(-5, 6);
    drawDigit(canvas, digit, left + random.int(-2, 3), top, random.int(-8, 9) / 10, random);
    left += advance;
  }
  for (let i = 0; i < 3; i++) {
    canvas.line(random.int(0, width), random.int(0, height), random.int(0, width), random.int(0, height), darkColour(random));
  }
  for (let i = 0; i < 160; i++) canvas.set(random.int(0, width), random.int(0, height), darkColour(random));
  return PNG.sync.write(canvas.png);
}
