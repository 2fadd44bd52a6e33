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
 * The browser's side of a picture upload: a picked file's type is checked by the model, the photo
 * made smaller for mobile data (`shrinkImage`) and its size checked then (a refusal is said in a
 * toast), previewed from an object URL (freed when the preview closes), and sent in base64 on
 * confirm. A newer pick or a cancel drops a photo still being shrunk.
 */
export function useImagePick(upload: ImageUploadModel, options: ImagePickOptions): ImagePick {
  const ui = useUiStore();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [preparing, setPreparing] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  /** Counts picks: a photo still being shrunk when another is picked is dropped. */
  const picks = useRef(0);
  useEffect(() => {
    if (!picked) return undefined;
    return () => URL.revokeObjectURL(picked.url);
  }, [picked]);
  const pick = useCallback(
    (file: File) => {
      const pickNo = (picks.current += 1);
      const refuse = () => {
        if (upload.problem) ui.toast({ id: upload.problem }, { kind: 'error' });
      };
      // The type is the original's; the size is what will be sent, after shrinking (a 9 MB photo goes).
      if (!upload.checkType(file.type)) return refuse();
      setPreparing(true);
      void shrinkImage(file, latest.current.shrink)
        .then((image) => {
          if (pickNo !== picks.current) return;
          if (upload.check({ type: image.type, size: image.size })) setPicked({ image, url: URL.createObjectURL(image) });
          else refuse();
        })
        .finally(() => {
          if (pickNo === picks.current) setPreparing(false);
        });
    },
    [upload, ui],
  );
  const cancel = useCallback(() => {
    picks.current += 1;
    upload.clear();
    setPicked(null);
    setPreparing(false);
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
