import { makeAutoObservable, runInAction } from 'mobx';
import { uploadFilesCheck, type MessageId, type UploadCandidate } from '@gp/domain';
import { uploadHeadIcon, type PlatformClient, type UploadHeadIconRequest } from '@gp/api-client';
import { callProblemOf } from './call-problem';

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
  problem: MessageId | null = null;
  sending = false;

  constructor(private readonly deps: HeadIconUploadDeps) {
    makeAutoObservable<HeadIconUploadModel, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Checks a picked file; true when it may be previewed and sent. */
  check(file: UploadCandidate): boolean {
    const result = uploadFilesCheck([file]);
    this.problem = result.valid ? null : result.message;
    return result.valid;
  }

  /** Sends the picture (its bytes in base64); true when it became the head icon. */
  async send(mimeType: string, imageBase64: string): Promise<boolean> {
    if (this.sending) return false;
    const type = mimeType.toLowerCase();
    if (!isHeadImageType(type)) {
      this.problem = 'form.uploadType';
      return false;
    }
    this.sending = true;
    this.problem = null;
    try {
      await uploadHeadIcon(this.deps.api, { mimeType: type, imageBase64 });
      await this.deps.member.load();
      return true;
    } catch (error) {
      runInAction(() => (this.problem = callProblemOf(error)));
      return false;
    } finally {
      runInAction(() => (this.sending = false));
    }
  }

  /** Forgets the last problem (the preview closed). */
  clear(): void {
    this.problem = null;
  }
}
