/** The platform API client: generated contract types, one openapi-fetch client, one function per call. */
export * from './client';
export * from './envelope';
export * from './platform-error';
export * from './endpoints/system';
export type { paths, components } from './generated/platform';
export * from './endpoints/verification';
