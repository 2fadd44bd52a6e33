import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The shape of a `Device-Id` header (the contract's DeviceId parameter): the app's random id. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The key a device is counted and remembered under: the SHA-256 (hex) of the request's `Device-Id`
 * header, or null when there is none (or it is malformed, which the contract hook refuses first on
 * the calls that declare it). The id is never stored as sent.
 */
export function deviceKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['device-id'];
  const id = Array.isArray(header) ? header[0] : header;
  return id && DEVICE_ID.test(id) ? createHash('sha256').update(id).digest('hex') : null;
}
