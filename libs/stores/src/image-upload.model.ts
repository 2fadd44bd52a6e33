import { makeAutoObservable } from 'mobx';
import { uploadFilesCheck, type MessageId, type UploadCandidate } from '@gp/domain';
import type { ImageUpload } from '@gp/api-client';
import { FieldCall } from './field-call';

/** Where a checked picture goes: the call that uploads it, and whatever should reload after. */
export type SendImage = (upload: ImageUpload) => Promise<unknown>;

const TYPES: readonly string[] = ['image/png', 'image/jpeg'] satisfies ImageUpload['mimeType'][];

function isImageType(type: string): type is ImageUpload['mimeType'] {
  return TYPES.includes(type);
}

/**
 * A picture the member uploads (the head icon, PROFPIC3; a deposit's payment receipt): checked when
 * picked (png or jpg, at most 5 MB: domain `uploadFilesCheck`), shown in a preview, then sent; the
 * server checks it again. A refusal or failure is kept as `problem` for the preview to show.
 */
export class ImageUploadModel {
  private readonly call = new FieldCall();

  constructor(private readonly sendImage: SendImage) {
    makeAutoObservable<ImageUploadModel, 'sendImage' | 'call'>(this, { sendImage: false, call: false }, { autoBind: true });
  }

  /** Why the picture was refused or not sent; null when nothing went wrong. */
  get problem(): MessageId | null {
    return this.call.problem;
  }

  /** The picture is on its way. */
  get sending(): boolean {
    return this.call.sending;
  }

  /** Checks a picked file's type alone (before it is made smaller); true for a png or jpg. */
  checkType(type: string): boolean {
    return this.check({ type, size: 1 });
  }

  /** Checks a picture to send, type and size; true when it may be previewed and sent. */
  check(file: UploadCandidate): boolean {
    const result = uploadFilesCheck([file]);
    this.call.refuse(result.valid ? null : result.message);
    return result.valid;
  }

  /** Sends the picture (its bytes in base64); true when the platform took it. */
  send(mimeType: string, imageBase64: string): Promise<boolean> {
    const type = mimeType.toLowerCase();
    if (!isImageType(type)) {
      this.call.refuse('form.uploadType');
      return Promise.resolve(false);
    }
    return this.call.run(() => this.sendImage({ mimeType: type, imageBase64 }));
  }

  /** Forgets the last problem (the preview closed). */
  clear(): void {
    this.call.refuse(null);
  }
}
