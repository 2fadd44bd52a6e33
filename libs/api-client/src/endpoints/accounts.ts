import type { PlatformClient } from '../client';
import { sendEncrypted } from '../encryption/encrypted-call';
import { valueOf } from '../envelope';
import type { components } from '../generated/platform';
import type { SessionInfo } from './sessions';
import { optionalHeaders, type DeviceParam, type ModuleParam, type QueryOf } from './params';

/** The merchant's registration and login form rules. */
export type RegisterSettings = components['schemas']['RegisterSettings'];
/** The rule of one registration field. */
export type RegisterFieldRule = components['schemas']['RegisterFieldRule'];
/** One country dialling code. */
export type CountryCode = components['schemas']['CountryCode'];
/** The dialling codes the merchant accepts. */
export type CountryCodeList = components['schemas']['CountryCodeList'];
/** Whether a username is free. */
export type UsernameAvailability = components['schemas']['UsernameAvailability'];
/** Whether an agent's invitation code is valid. */
export type AffiliateCodeCheck = components['schemas']['AffiliateCodeCheck'];
/** What registration encrypts: the form's fields. */
export type RegisterPayload = components['schemas']['RegisterPayload'];
/** The registration payload plus the optional Device and ModuleId headers. */
export type RegisterParams = RegisterPayload & DeviceParam & ModuleParam;
/** Asks for a registration SMS code. */
export type SmsCodeRequest = components['schemas']['SmsCodeRequest'];
/** Asks for an SMS code without a session (login by SMS, password reset). */
export type NoLoginSmsCodeRequest = components['schemas']['NoLoginSmsCodeRequest'];
/** An SMS code was sent: when it expires and when another may be asked for. */
export type SmsCodeSent = components['schemas']['SmsCodeSent'];
/** The query of checkUsername. */
export type CheckUsernameQuery = QueryOf<'checkUsername'>;
/** The query of checkAffiliateCode. */
export type CheckAffiliateCodeQuery = QueryOf<'checkAffiliateCode'>;

/** Reads the merchant's registration rules (GET /wps/system/setting/register). */
export function getRegisterSettings(client: PlatformClient): Promise<RegisterSettings> {
  return valueOf(client.GET('/wps/system/setting/register'));
}

/** Reads the dialling codes the merchant accepts (GET /wps/system/country). */
export function getCountryCodes(client: PlatformClient): Promise<CountryCodeList> {
  return valueOf(client.GET('/wps/system/country'));
}

/** Tells whether a username is still free (GET /wps/check/username?username=). */
export function checkUsername(client: PlatformClient, params: CheckUsernameQuery): Promise<UsernameAvailability> {
  return valueOf(client.GET('/wps/check/username', { params: { query: params } }));
}

/** Tells whether an invitation code is valid (GET /wps/agent/affiliate?code=&domain=). */
export function checkAffiliateCode(client: PlatformClient, params: CheckAffiliateCodeQuery): Promise<AffiliateCodeCheck> {
  return valueOf(client.GET('/wps/agent/affiliate', { params: { query: params } }));
}

/** Registers by username with an encrypted body and starts the session (PUT /wps/member/register). */
export function registerByUsername(client: PlatformClient, params: RegisterParams): Promise<SessionInfo> {
  const { device, moduleId, ...payload } = params;
  const data: RegisterPayload = payload;
  return sendEncrypted(client, data, (body, encryption) =>
    valueOf(
      client.PUT('/wps/member/register', {
        params: { header: { Encryption: encryption, ...optionalHeaders({ device, moduleId }) } },
        body,
      }),
    ),
  );
}

/**
 * Registers by mobile number and SMS code with an encrypted body and starts the session
 * (PUT /wps/member/register/mobile).
 */
export function registerByMobile(client: PlatformClient, params: RegisterParams): Promise<SessionInfo> {
  const { device, moduleId, ...payload } = params;
  const data: RegisterPayload = payload;
  return sendEncrypted(client, data, (body, encryption) =>
    valueOf(
      client.PUT('/wps/member/register/mobile', {
        params: { header: { Encryption: encryption, ...optionalHeaders({ device, moduleId }) } },
        body,
      }),
    ),
  );
}

/** Sends the SMS code that registration by mobile needs (POST /wps/verification/sms/register). */
export function sendRegisterSmsCode(client: PlatformClient, params: SmsCodeRequest & ModuleParam): Promise<SmsCodeSent> {
  const { moduleId, ...body } = params;
  return valueOf(
    client.POST('/wps/verification/sms/register', { params: { header: optionalHeaders({ moduleId }) }, body }),
  );
}

/**
 * Sends an SMS code to a player without a session, for SMS login or password reset
 * (POST /wps/verification/sms/noLogin).
 */
export function sendNoLoginSmsCode(
  client: PlatformClient,
  params: NoLoginSmsCodeRequest & ModuleParam,
): Promise<SmsCodeSent> {
  const { moduleId, ...body } = params;
  return valueOf(
    client.POST('/wps/verification/sms/noLogin', { params: { header: optionalHeaders({ moduleId }) }, body }),
  );
}
