import type { FastifyError, FastifyReply } from 'fastify';
import { fail } from './envelope';

/**
 * Fastify's `frameworkErrors` option: a request the router refuses before any route or hook runs (a
 * malformed percent-encoding in the path, a path segment past the router's length) answers in the
 * platform's failure envelope too, with Fastify's status (400, 414) instead of Fastify's own body.
 */
export function answerFrameworkError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  void reply.code(status).send(status < 500 ? fail('BAD_REQUEST', error.message) : fail('INTERNAL_ERROR', 'Something went wrong on our side'));
}
