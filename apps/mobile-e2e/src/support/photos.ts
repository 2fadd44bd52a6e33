import type { Page } from '@playwright/test';

/** A noisy photo drawn in the page's own canvas, as a phone camera's jpeg (or a png screenshot). */
export async function phonePhoto(page: Page, width: number, height: number, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const pixels = context.createImageData(w, h);
      const data = pixels.data;
      for (let i = 0; i < data.length; i += 4) {
        data[i] = (((i >> 2) % w) * 255) / w;
        data[i + 1] = 96 + Math.random() * 16;
        data[i + 2] = 128;
        data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, 0.95));
      const dataUrl = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsDataURL(blob ?? new Blob());
      });
      return dataUrl.slice(dataUrl.indexOf(',') + 1);
    },
    [width, height, type] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** The pixel size of a jpeg, from its start-of-frame segment. */
export function jpegSize(jpeg: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < jpeg.length) {
    const marker = jpeg.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc2) return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return null;
}

/** The pixel size of a png, from its header chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
