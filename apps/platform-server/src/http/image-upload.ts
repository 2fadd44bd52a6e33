import { validationFailed } from './validation-failed';

/** The largest picture a member may upload, in bytes (SPEC §5 and §9: images at most 5 MB). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The body limit of an upload call: the base64 of the largest picture and a little JSON around it. */
export const IMAGE_UPLOAD_BODY_LIMIT = Math.ceil(IMAGE_UPLOAD_MAX_BYTES / 3) * 4 + 4096;

/** The picture types a member may upload. */
export type ImageType = 'image/png' | 'image/jpeg';

/** The body of an upload call (the contract's `ImageUpload`). */
export interface ImageUploadBody {
  readonly mimeType: ImageType;
  readonly imageBase64: string;
}

const SIGNATURES: Readonly<Record<ImageType, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The bytes of an uploaded picture, or the refusal (400 VALIDATION_FAILED on `imageBase64`):
 * strict base64, 1 byte to 5 MB, and first bytes that are those of the type it claims (a renamed
 * file of another kind is refused).
 */
export function decodeImageUpload({ mimeType, imageBase64 }: ImageUploadBody): Buffer {
  const refuse = (messageKey: 'upload_type' | 'upload_size') => validationFailed([{ field: 'imageBase64', messageKey }]);
  if (imageBase64.length % 4 !== 0 || !BASE64.test(imageBase64)) throw refuse('upload_type');
  const bytes = Buffer.from(imageBase64, 'base64');
  if (bytes.length === 0 || bytes.length > IMAGE_UPLOAD_MAX_BYTES) throw refuse('upload_size');
  if (!SIGNATURES[mimeType].every((byte, index) => bytes[index] === byte)) throw refuse('upload_type');
  return bytes;
}
