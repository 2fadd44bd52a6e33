import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';

/** The logged-in player's profile, VIP level and verification state. */
export type MemberInfo = components['schemas']['MemberInfo'];
/** The player's head icon and the icons to choose from. */
export type HeadIcon = components['schemas']['HeadIcon'];
/** Picks a head icon. */
export type SetHeadIconRequest = components['schemas']['SetHeadIconRequest'];
/** Which security settings (payment password, bound mobile, email...) the player has. */
export type SecurityConfig = components['schemas']['SecurityConfig'];

/** Reads the logged-in player's info (GET /wps/member/info). */
export function getMemberInfo(client: PlatformClient): Promise<MemberInfo> {
  return valueOf(client.GET('/wps/member/info'));
}

/** Reads the player's head icon and the choices (GET /wps/member/info/icon). */
export function getHeadIcon(client: PlatformClient): Promise<HeadIcon> {
  return valueOf(client.GET('/wps/member/info/icon'));
}

/** Sets the player's head icon and returns the new state (POST /wps/member/info/icon). */
export function setHeadIcon(client: PlatformClient, params: SetHeadIconRequest): Promise<HeadIcon> {
  return valueOf(client.POST('/wps/member/info/icon', { body: params }));
}

/** Reads the player's security settings (GET /wps/member/securityConfig). */
export function getSecurityConfig(client: PlatformClient): Promise<SecurityConfig> {
  return valueOf(client.GET('/wps/member/securityConfig'));
}
