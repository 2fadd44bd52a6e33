/**
 * Story globals that render a story under every brand side by side (the storybook decorator's
 * 'all' toolbar value), so that each form state is seen, and run as a test, in every brand.
 */
export const ALL_BRANDS_GLOBALS = { brand: 'all' } as const;

/** A small captcha-like picture (five digits on a light ground), drawn locally: no network. */
export const SAMPLE_CAPTCHA_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 132 44"><rect width="132" height="44" fill-opacity="0.15"/><text x="66" y="31" font-size="26" text-anchor="middle" font-family="monospace">24680</text></svg>',
)}`;
