/** Chromium flags that keep the browser off the network. */
export declare const CHROMIUM_ARGS: string[];
/** Path of the Chromium binary to drive. */
export declare function chromiumPath(): string;
/** Launch options for Playwright and Vitest's browser mode. */
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
/** Path of the whole Chromium, for what the headless shell cannot judge (installability). */
export declare function fullChromiumPath(): string;
