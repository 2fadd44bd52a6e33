/** The platform API client: generated contract types, one openapi-fetch client, one function per call. */
export * from './client';
export * from './envelope';
export * from './boot-data';
export * from './platform-error';
export * from './conditional-get';
export type { paths, components } from './generated/platform';
export type {
  OperationId,
  QueryOf,
  PathOf,
  BodyOf,
  DeviceKind,
  DeviceParam,
  ModuleParam,
  IdempotencyParam,
} from './endpoints/params';
export { encryptPayload, encryptionHeader, KEY_ALGORITHM, CONTENT_ALGORITHM } from './encryption/encrypt-payload';
export type { EncryptedPlaintext, EncryptOptions } from './encryption/encrypt-payload';
export { encryptionKeyOf, refreshEncryptionKey, forgetEncryptionKey } from './encryption/key-cache';
export { sendEncrypted } from './encryption/encrypted-call';
export { prepareEncryptedCalls } from './encryption/prepare-encrypted-calls';
export type { EncryptedBody, EncryptedSend } from './encryption/encrypted-call';
export * from './endpoints/system';
export * from './endpoints/verification';
export * from './endpoints/session-key';
export * from './endpoints/sessions';
export * from './endpoints/accounts';
export * from './endpoints/accounts-member';
export * from './endpoints/accounts-passwords';
export * from './endpoints/content';
export * from './endpoints/content-announcements';
export * from './endpoints/games';
export * from './endpoints/wallet';
export * from './endpoints/wallet-deposits';
export * from './endpoints/wallet-withdraw';
export * from './endpoints/wallet-history';
export * from './endpoints/wallet-payout-accounts';
export * from './endpoints/wallet-withdrawals';
export * from './endpoints/play';
export * from './endpoints/play-lottery';
export * from './endpoints/agents';
export * from './endpoints/agents-messages';
export * from './endpoints/responsible-gaming';
export * from './endpoints/engagement';
