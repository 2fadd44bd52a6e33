import type { components, operations } from '../generated/platform';

/** The name of one platform operation (its operationId in the contract). */
export type OperationId = keyof operations;

/** The query parameters an operation declares, from the generated contract. */
export type QueryOf<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;

/** The path parameters an operation declares, from the generated contract. */
export type PathOf<K extends OperationId> = NonNullable<operations[K]['parameters']['path']>;

/** The JSON request body an operation declares, from the generated contract. */
export type BodyOf<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** `OTHERS` when the app runs as an installed standalone web app, `MOBILE` otherwise. */
export type DeviceKind = components['parameters']['Device'];

/** The optional `Device` header of the calls that declare it (login, free play, registration). */
export interface DeviceParam {
  /** Sent as `Device`; pass `OTHERS` when running as an installed web app. */
  readonly device?: DeviceKind;
}

/** The optional, informational `ModuleId` header of the calls that declare it. */
export interface ModuleParam {
  /** Sent as `ModuleId`: the feature module of the call (for example FREEPLAY3, FEEDBACK3). */
  readonly moduleId?: components['parameters']['ModuleId'];
}

/**
 * The `Idempotency-Key` of a call that moves money. The store makes one per user action with
 * `crypto.randomUUID()` and sends the same key again on every retry of that action, so a retry
 * returns the first result instead of moving money twice; a new action gets a new key.
 */
export interface IdempotencyParam {
  /** 16-64 characters of `[A-Za-z0-9_-]`; a UUID fits. */
  readonly idempotencyKey: components['parameters']['IdempotencyKey'];
}

/** The `Device` and `ModuleId` headers of a call; openapi-fetch leaves out those that are undefined. */
export function optionalHeaders(params: DeviceParam & ModuleParam): {
  Device?: DeviceKind;
  ModuleId?: string;
} {
  return { Device: params.device, ModuleId: params.moduleId };
}

/** Awaits a call answered by the `Done` envelope (`value: true`) and resolves with nothing. */
export async function done(call: Promise<true>): Promise<void> {
  await call;
}
