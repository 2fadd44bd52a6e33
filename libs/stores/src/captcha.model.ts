import { makeAutoObservable, runInAction } from 'mobx';
import { getCaptcha, isPlatformError, type PlatformClient } from '@gp/api-client';

/** The answer a form sends with its captcha: the challenge's id and the typed digits. */
export interface CaptchaAnswer {
  readonly captchaId: string;
  readonly captcha: string;
}

/**
 * One form's captcha image (SPEC §2: tap the image to refresh): loads a single-use challenge from
 * the platform, keeps its id for the answer, and loads a new one on tap or after each use. A failed
 * load leaves no image; the field still shows its refresh button so the player can try again.
 */
export class CaptchaModel {
  /** The image as a data URL, or null while none is loaded. */
  imageSrc: string | null = null;
  loading = false;
  /** The code of the last failed load, or null. */
  errorCode: string | null = null;
  private captchaId: string | null = null;
  /** Counts loads, so that an older answer never replaces a newer image. */
  private generation = 0;

  constructor(private readonly api: PlatformClient) {
    makeAutoObservable<CaptchaModel, 'api' | 'generation'>(this, { api: false, generation: false }, { autoBind: true });
  }

  /** Loads a new challenge, dropping the current one (it can no longer be answered). */
  async refresh(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.captchaId = null;
    try {
      const challenge = await getCaptcha(this.api);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.captchaId = challenge.captchaId;
        this.imageSrc = `data:image/png;base64,${challenge.imageBase64}`;
        this.errorCode = null;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.imageSrc = null;
        this.errorCode = isPlatformError(error) ? error.code : 'UNKNOWN';
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }

  /** The answer to send with `typed`, or null when no challenge is loaded. */
  answer(typed: string): CaptchaAnswer | null {
    return this.captchaId === null ? null : { captchaId: this.captchaId, captcha: typed.trim() };
  }

  /** Forgets the challenge and its image; a load still under way is dropped. */
  clear(): void {
    this.generation += 1;
    this.captchaId = null;
    this.imageSrc = null;
    this.loading = false;
    this.errorCode = null;
  }
}
