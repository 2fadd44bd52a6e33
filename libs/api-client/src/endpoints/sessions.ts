import type { PlatformClient } from '../client';
import { sendEncrypted } from '../encryption/encrypted-call';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import { done, optionalHeaders, type DeviceParam, type ModuleParam } from './params';

/** A started session: the token to send as `Authorization`, the account type and the player's facts. */
export type SessionInfo = components['schemas']['SessionInfo'];
/** The trial (free play) account behind the current session. */
export type TrialAccount = components['schemas']['TrialAccount'];
/** What login encrypts: username and password, or mobile number and SMS code (`type: 'sms'`). */
export type LoginPayload = components['schemas']['LoginPayload'];

/** The login payload plus the optional Device and ModuleId headers. */
export type LoginParams = LoginPayload & DeviceParam & ModuleParam;
/** The optional Device and ModuleId headers of free play. */
export type FreePlayParams = DeviceParam & ModuleParam;

/**
 * Logs a player in (POST /wps/session/login) with an encrypted body. Fails with LOGIN_FAILED
 * (`value.captcha: true` once a captcha is needed), CAPTCHA_REQUIRED or RATE_LIMITED.
 */
export function login(client: PlatformClient, params: LoginParams): Promise<SessionInfo> {
  const { device, moduleId, ...payload } = params;
  const data: LoginPayload = payload;
  return sendEncrypted(client, data, (body, encryption) =>
    valueOf(
      client.POST('/wps/session/login', {
        params: { header: { Encryption: encryption, ...optionalHeaders({ device, moduleId }) } },
        body,
      }),
    ),
  );
}

/** Starts a free play session on a new trial account (POST /wps/session/login/freeplay). */
export function loginFreePlay(client: PlatformClient, params: FreePlayParams = {}): Promise<SessionInfo> {
  return valueOf(
    client.POST('/wps/session/login/freeplay', { params: { header: optionalHeaders(params) } }),
  );
}

/** Reads the trial account of the current session (GET /wps/member/trialuser). */
export function getTrialAccount(client: PlatformClient): Promise<TrialAccount> {
  return valueOf(client.GET('/wps/member/trialuser'));
}

/** Ends the current session; its token stops working (DELETE /wps/session/logout). */
export function logout(client: PlatformClient): Promise<void> {
  return done(valueOf(client.DELETE('/wps/session/logout')));
}
