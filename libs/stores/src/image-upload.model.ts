import { makeAutoObservable } from 'mobx';
import { uploadFilesCheck, type MessageId, type UploadCandidate } from '@gp/domain';
import { uploadHeadIcon, type PlatformClient, type UploadHeadIconRequest } from '@gp/api-client';
import { FieldCall } from './field-call';

/** Collaborators of the head icon upload. */
export interface HeadIconUploadDeps {
  readonly api: PlatformClient;
  /** The member info, reloaded after an upload so that every screen shows the new picture. */
  readonly member: { load(): Promise<void> };
}

const TYPES: readonly string[] = ['image/png', 'image/jpeg'] satisfies UploadHeadIconRequest['mimeType'][];

function isHeadImageType(type: string): type is UploadHeadIconRequest['mimeType'] {
  return TYPES.includes(type);
}

/**
 * A picture the member uploads as head icon (PROFPIC3, issue 17): checked when picked (png or jpg,
 * at most 5 MB: domain `uploadFilesCheck`), shown in the preview, then sent; the server checks it
 * again. A refusal or failure is kept as `problem` for the preview to show.
 */
export class HeadIconUploadModel {
  private readonly call = new FieldCall();

  constructor(private readonly deps: HeadIconUploadDeps) {
    makeAutoObservable<HeadIconUploadModel, 'deps' | 'call'>(this, { deps: false, call: false }, { autoBind: true });
  }

  /** Why the picture was refused or not sent; null when nothing went wrong. */
  get problem(): MessageId | null {
    return this.call.problem;
  }

  /** The picture is on its way. */
  get sending(): boolean {
    return this.call.sending;
  }

  /** Checks a picked file; true when it may be previewed and sent. */
  check(file: UploadCandidate): boolean {
    const result = uploadFilesCheck([file]);
    this.call.refuse(result.valid ? null : result.message);
    return result.valid;
  }

  /** Sends the picture (its bytes in base64) and reloads the member info; true when it became the head icon. */
  send(mimeType: string, imageBase64: string): Promise<boolean> {
    const type = mimeType.toLowerCase();
    if (!isHeadImageType(type)) {
      this.call.refuse('form.uploadType');
      return Promise.resolve(false);
    }
    return this.call.run(async () => {
      await uploadHeadIcon(this.deps.api, { mimeType: type, imageBase64 });
      await this.deps.member.load();
    });
  }

  /** Forgets the last problem (the preview closed). */
  clear(): void {
    this.call.refuse(null);
  }
}
