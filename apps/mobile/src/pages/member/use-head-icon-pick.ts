import { useCallback, useEffect, useState } from 'react';
import type { HeadIconUploadModel } from '@gp/stores';
import { useUiStore } from '../../app/store-context';
import { MEMBER_MESSAGES as M } from './member-messages';

/** The picked picture while its preview is open. */
interface Picked {
  readonly file: File;
  readonly url: string;
}

/** The bytes of a file in base64, without the data-URL prefix. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** What the avatar picker needs: the preview's address, and pick, confirm and cancel. */
export interface HeadIconPick {
  readonly previewSrc: string | null;
  pick(file: File): void;
  confirm(): Promise<void>;
  cancel(): void;
}

/**
 * The browser's side of the head icon upload: a picked file is checked by the model (a refused one
 * is said in a toast), previewed
 * from an object URL (freed when the preview closes), read as base64 and sent on confirm.
 */
export function useHeadIconPick(upload: HeadIconUploadModel): HeadIconPick {
  const ui = useUiStore();
  const [picked, setPicked] = useState<Picked | null>(null);
  useEffect(() => {
    if (!picked) return undefined;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);
  const pick = useCallback(
    (file: File) => {
      if (upload.check(file)) setPicked({ file, url: URL.createObjectURL(file) });
      else if (upload.problem) ui.toast({ id: upload.problem }, { kind: 'error' });
    },
    [upload, ui],
  );
  const cancel = useCallback(() => {
    upload.clear();
    setPicked(null);
  }, [upload]);
  const confirm = useCallback(async () => {
    if (!picked) return;
    const sent = await upload.send(picked.file.type, await base64Of(picked.file));
    if (sent) {
      setPicked(null);
      ui.toast({ id: M.avatarSaved.id ?? '' }, { kind: 'success' });
    }
  }, [picked, upload, ui]);
  return { previewSrc: picked?.url ?? null, pick, confirm, cancel };
}
