import { makeAutoObservable } from 'mobx';
import { homeScreenInstallOf, type HomeScreenInstall } from '@gp/domain';
import type { DownloadStore } from './download.store';

/** The browser's offer to install the site (Chrome's `beforeinstallprompt`), held for the app's own install flows. */
export interface InstallPromptPort {
  /** Whether an unused offer is held. */
  isReady(): boolean;
  /** Word when an offer arrives or goes, and whether the site was installed (from the prompt or the browser's menu); returns the unsubscribe. */
  subscribe(listener: (change: 'offer' | 'installed') => void): () => void;
  /** Shows the browser's install prompt (once per offer): whether the player installed; false when the browser refused to show it. */
  prompt(): Promise<boolean>;
}

/**
 * The browser's install offer as the download prompts use it (SPEC §2, issue 22): where the browser
 * holds one (Chrome on Android), 'Add to home screen' and the app screen's Install show its prompt,
 * and installing hides the download bar for good; elsewhere iOS's sheet (domain
 * `homeScreenInstallOf`). Loaded with the installed-app layer, off the first load.
 */
export class InstallOfferStore {
  /** The browser holds an unused offer. */
  ready: boolean;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly prompt: InstallPromptPort,
    private readonly download: DownloadStore,
  ) {
    this.ready = prompt.isReady();
    makeAutoObservable<this, 'prompt' | 'download' | 'unsubscribe'>(this, { prompt: false, download: false, unsubscribe: false }, { autoBind: true });
  }

  /** How 'Add to home screen' installs the site here: the browser's prompt, iOS's sheet, or not at all. */
  get homeScreenInstall(): HomeScreenInstall {
    return homeScreenInstallOf({ ...this.download.homeScreenFacts, browserOffersInstall: this.ready });
  }

  /** Follows the browser's offer until `stop`. */
  start(): void {
    this.unsubscribe ??= this.prompt.subscribe(this.follow);
    this.follow();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The offer came or went; an install (from anywhere) hides the download bar for good. */
  follow(change?: 'offer' | 'installed'): void {
    this.ready = this.prompt.isReady();
    if (change === 'installed') this.download.closeBar();
  }

  /** 'Add to home screen': the browser's install prompt where it offers one, else iOS's sheet. */
  addToHomeScreen(): void {
    if (this.homeScreenInstall === 'browserPrompt') void this.installWithBrowserPrompt();
    else if (this.homeScreenInstall === 'sheet') this.download.openHomeScreenSheet();
  }

  /** Shows the browser's install prompt in place of the popup; once installed, the bar goes for good. */
  async installWithBrowserPrompt(): Promise<void> {
    this.download.closeSheets();
    if (await this.prompt.prompt()) this.download.closeBar();
  }
}
