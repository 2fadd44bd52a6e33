import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';

/** Platform availability facts for this visitor. */
export type SystemStatusInfo = components['schemas']['SystemStatusInfo'];
/** The merchant's brand, languages and feature tree. */
export type Whitelabel = components['schemas']['Whitelabel'];
/** A platform language code. */
export type PlatformLanguageCode = components['schemas']['LanguageCode'];

/** Reads the platform's availability for this visitor (GET /wps/system/status). */
export function getSystemStatus(client: PlatformClient): Promise<SystemStatusInfo> {
  return valueOf(client.GET('/wps/system/status'));
}

/** Reads the merchant's whitelabel configuration (GET /wps/system/whitelabel). */
export function getWhitelabel(client: PlatformClient): Promise<Whitelabel> {
  return valueOf(client.GET('/wps/system/whitelabel'));
}
