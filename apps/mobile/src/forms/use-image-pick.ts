import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageUploadModel } from '@gp/stores';
import { useUiStore } from '../app/store-context';
import { shrinkImage, type ShrinkRule } from './shrink-image';

/** The picture while its preview is open: what will be sent, and its address for the preview. */
interface Picked {
  readonly image: Blob;
  readonly url: string;
}

/** The bytes of a picture in base64, without the data-URL prefix. */
function base64Of(image: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(image);
  });
}

/** What a picture picker needs: the preview's address, whether the picture is being prepared, and pick, confirm and cancel. */
export interface ImagePick {
  readonly previewSrc: string | null;
  /** The picked photo is being made smaller; the preview follows. */
  readonly preparing: boolean;
  pick(file: File): void;
  confirm(): Promise<void>;
  cancel(): void;
}

/** How a picker prepares and follows up a picture. */
export interface ImagePickOptions {
  /** How the photo is made smaller before the preview (the preview shows exactly what is sent). */
  readonly shrink: ShrinkRule;
  /** The platform took the picture (say so, reload what shows it). */
  readonly onSent: () => void;
}

/**
 * The browser's side of a picture upload: a picked file is checked by the model (a refused one is
 * said in a toast), made smaller for mobile data (`shrinkImage`), previewed from an object URL
 * (freed when the preview closes), and sent in base64 on confirm.
 */
export function useImagePick(upload: ImageUploadModel, options: ImagePickOptions): ImagePick {
  const ui = useUiStore();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [preparing, setPreparing] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    if (!picked) return undefined;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);
  const pick = useCallback(
    (file: File) => {
      if (!upload.check(file)) {
        if (upload.problem) ui.toast({ id: upload.problem }, { kind: 'error' });
        return;
      }
      setPreparing(true);
      void shrinkImage(file, latest.current.shrink)
        .then((image) => setPicked({ image, url: URL.createObjectURL(image) }))
        .finally(() => setPreparing(false));
    },
    [upload, ui],
  );
  const cancel = useCallback(() => {
    upload.clear();
    setPicked(null);
  }, [upload]);
  const confirm = useCallback(async () => {
    if (!picked) return;
    const sent = await upload.send(picked.image.type, await base64Of(picked.image));
    if (sent) {
      setPicked(null);
      latest.current.onSent();
    }
  }, [picked, upload]);
  return { previewSrc: picked?.url ?? null, preparing, pick, confirm, cancel };
}
