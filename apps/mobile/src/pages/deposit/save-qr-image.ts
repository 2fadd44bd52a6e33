/**
 * Saves a drawn QR code as a PNG file, for a player who pays from the same phone: an e-wallet's
 * camera cannot scan its own screen, but its 'Upload QR' reads a picture from the gallery.
 */

/** Side of the saved picture in pixels: sharp enough for any gallery upload. */
const SAVED_SIZE = 512;

/** The SVG drawn as a PNG of `size` pixels, without smoothing (crisp modules). */
export async function svgToPng(svg: SVGSVGElement, size = SAVED_SIZE): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the QR code');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, size, size);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The QR code could not be drawn'))), 'image/png'));
}

/** Hands a file to the browser's download (the phone's Downloads, which its gallery shows). */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
