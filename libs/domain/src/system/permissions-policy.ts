/**
 * The browser features every page turns off, for itself and any frame in it: no screen of the app,
 * and no page the platform writes, uses the camera, the microphone, the location or the Payment
 * Request API (deposits and withdrawals are plain forms). The web tier and the platform send it alike.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
