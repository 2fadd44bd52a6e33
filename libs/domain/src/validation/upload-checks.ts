import { LIMITS } from '../constants/limits';
import { FIELD_VALID, fieldInvalid } from './field-check';
import type { FieldCheck, FieldValid } from './field-check';


/** What the upload rules need to know of a picked file; a browser File fits as it is. */
export interface UploadCandidate {
  /** MIME type, e.g. 'image/png'. */
  readonly type: string;
  /** Size in bytes. */
  readonly size: number;
}

/** Too many images picked in total. */
export interface UploadTooMany {
  readonly valid: false;
  readonly message: 'form.uploadCount';
}

/** One picked file is refused: not png or jpg, or larger than 5 MB. */
export interface UploadFileRefused {
  readonly valid: false;
  readonly message: 'form.uploadType' | 'form.uploadSize';
  /** Index of the refused file in the list passed in. */
  readonly fileIndex: number;
}

/** Outcome of checking picked images. */
export type UploadCheck = FieldValid | UploadTooMany | UploadFileRefused;

const MIME_TYPES: readonly string[] = LIMITS.uploadMimeTypes;

/**
 * Checks newly picked images (SPEC §5, §9): together with those already attached at most 3,
 * then each, in order, a png or jpeg (MIME type, case-insensitive) of at most 5 MB. The first
 * problem found is returned.
 */
export function uploadFilesCheck(files: readonly UploadCandidate[], alreadyAttached = 0): UploadCheck {
  if (alreadyAttached + files.length > LIMITS.uploadMaxCount) {
    return { valid: false, message: 'form.uploadCount' };
  }
  for (const [fileIndex, file] of files.entries()) {
    if (!MIME_TYPES.includes(file.type.toLowerCase())) {
      return { valid: false, message: 'form.uploadType', fileIndex };
    }
    if (file.size > LIMITS.uploadMaxBytes) {
      return { valid: false, message: 'form.uploadSize', fileIndex };
    }
  }
  return FIELD_VALID;
}

/** Activity comment of at most 140 characters (SPEC §5, §9); otherwise 'commentTooLong'. */
export function activityCommentCheck(comment: string): FieldCheck<'form.commentLength'> {
  return comment.length <= LIMITS.commentMaxLength ? FIELD_VALID : fieldInvalid('form.commentLength');
}
