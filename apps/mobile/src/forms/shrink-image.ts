import { PHOTO_MATTE } from '@gp/theming';

/** How a picked picture is made smaller before it is sent. */
export interface ShrinkRule {
  /** The longest side of the result, in pixels. */
  readonly maxSide: number;
  /** Cut to the centred square first (a head icon shown in a circle). */
  readonly square?: boolean;
  /** 'image/jpeg' re-encodes as jpeg (on white); 'same' keeps a png a png (transparency). */
  readonly type: 'image/jpeg' | 'same';
}

/** jpeg quality of a re-encoded picture: receipts stay readable at a fraction of the bytes. */
const JPEG_QUALITY = 0.85;

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));
}

/**
 * A phone photo made fit to send on mobile data: decoded (turned upright by its EXIF), cut to the
 * square when asked, scaled down to `maxSide` and encoded again. Where the browser cannot decode
 * it, or the result would not be smaller, the file itself is sent and the server checks it.
 */
export async function shrinkImage(file: Blob, rule: ShrinkRule): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const source = rule.square
    ? { x: (bitmap.width - side) / 2, y: (bitmap.height - side) / 2, width: side, height: side }
    : { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
  const scale = Math.min(1, rule.maxSide / Math.max(source.width, source.height));
  const type = rule.type === 'same' ? file.type : rule.type;
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(source.width * scale));
  canvas.height = Math.max(1, Math.round(source.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return file;
  if (type === 'image/jpeg') {
    context.fillStyle = PHOTO_MATTE;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, canvas.width, canvas.height);
  const cropped = rule.square === true && bitmap.width !== bitmap.height;
  bitmap.close();
  const shrunk = await canvasBlob(canvas, type);
  return shrunk && (cropped || shrunk.size < file.size) ? shrunk : file;
}
