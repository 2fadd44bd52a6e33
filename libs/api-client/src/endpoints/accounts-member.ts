import type { PlatformClient } from '../client';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';

/** The logged-in player's profile, VIP level and verification state. */
export type MemberInfo = components['schemas']['MemberInfo'];
/** The player's head icon and the icons to choose from. */
export type HeadIcon = components['schemas']['HeadIcon'];
/** Picks a head icon. */
export type SetHeadIconRequest = components['schemas']['SetHeadIconRequest'];
/** A picture the member uploads (head icon, deposit receipt): png or jpeg, base64, at most 5 MB. */
export type ImageUpload = components['schemas']['ImageUpload'];
/** A new nickname, checked against the merchant's nickname rule. */
export type SetNicknameRequest = components['schemas']['SetNicknameRequest'];
/** Which security settings (payment password, bound mobile, email...) the player has. */
export type SecurityConfig = components['schemas']['SecurityConfig'];

/** Reads the logged-in player's info (GET /wps/member/info). */
export function getMemberInfo(client: PlatformClient): Promise<MemberInfo> {
  return valueOf(client.GET('/wps/member/info'));
}

/** Changes the player's nickname and returns the member info (PUT /wps/member/info/nickname). */
export function setNickname(client: PlatformClient, body: SetNicknameRequest): Promise<MemberInfo> {
  return valueOf(client.PUT('/wps/member/info/nickname', { body }));
}

/** Reads the player's head icon and the choices (GET /wps/member/info/icon). */
export function getHeadIcon(client: PlatformClient): Promise<HeadIcon> {
  return valueOf(client.GET('/wps/member/info/icon'));
}

/** Sets the player's head icon and returns the new state (POST /wps/member/info/icon). */
export function setHeadIcon(client: PlatformClient, params: SetHeadIconRequest): Promise<HeadIcon> {
  return valueOf(client.POST('/wps/member/info/icon', { body: params }));
}

/** Uploads a picture as the player's head icon and returns the new state (POST /wps/member/info/icon/upload). */
export function uploadHeadIcon(client: PlatformClient, body: ImageUpload): Promise<HeadIcon> {
  return valueOf(client.POST('/wps/member/info/icon/upload', { body }));
}

/** Reads the player's security settings (GET /wps/member/securityConfig). */
export function getSecurityConfig(client: PlatformClient): Promise<SecurityConfig> {
  return valueOf(client.GET('/wps/member/securityConfig'));
}
