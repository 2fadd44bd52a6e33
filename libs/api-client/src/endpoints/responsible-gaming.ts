import type { PlatformClient } from '../client';
import { sendEncrypted } from '../encryption/encrypted-call';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';

/** The player's limits, their use and the reality-check interval. */
export type RgStatus = components['schemas']['RgStatus'];
/** One money limit in one period with its use. */
export type RgLimit = components['schemas']['RgLimit'];
/** A money limit to set (null removes it). */
export type RgLimitChange = components['schemas']['RgLimitChange'];
/** What taking a cool-off or self-exclusion encrypts. */
export type RgExclusionPayload = components['schemas']['RgExclusionPayload'];
/** A cool-off or self-exclusion in force. */
export type RgExclusion = components['schemas']['RgExclusion'];
/** The current play session's figures for the reality check. */
export type RgPlaySession = components['schemas']['RgPlaySession'];

/** Reads the player's responsible-gaming settings and their use (GET /wps/member/rg). */
export function getResponsibleGaming(client: PlatformClient): Promise<RgStatus> {
  return valueOf(client.GET('/wps/member/rg'));
}

/** Sets, lowers, raises (after the cooling period) or removes a money limit (PUT /wps/member/rg/limits). */
export function setRgLimit(client: PlatformClient, change: RgLimitChange): Promise<RgStatus> {
  return valueOf(client.PUT('/wps/member/rg/limits', { body: change }));
}

/** Sets or removes the daily play-time limit in minutes (PUT /wps/member/rg/session-limit). */
export function setRgSessionLimit(client: PlatformClient, minutes: number | null): Promise<RgStatus> {
  return valueOf(client.PUT('/wps/member/rg/session-limit', { body: { minutes } }));
}

/** Chooses the reality-check interval in minutes (PUT /wps/member/rg/reality-check). */
export function setRgRealityCheck(client: PlatformClient, minutes: number): Promise<RgStatus> {
  return valueOf(client.PUT('/wps/member/rg/reality-check', { body: { minutes } }));
}

/** Takes a cool-off or self-exclusion, confirmed with the password, encrypted (POST /wps/member/rg/exclusion); every session ends. */
export function takeRgExclusion(client: PlatformClient, payload: RgExclusionPayload): Promise<RgExclusion> {
  return sendEncrypted(client, payload, (body, encryption) =>
    valueOf(client.POST('/wps/member/rg/exclusion', { params: { header: { Encryption: encryption } }, body })),
  );
}

/** Reports that a cash game is open and reads the play session (POST /wps/member/rg/play-session); RG_SESSION_LIMIT once today's limit is reached. */
export function touchRgPlaySession(client: PlatformClient): Promise<RgPlaySession> {
  return valueOf(client.POST('/wps/member/rg/play-session'));
}
