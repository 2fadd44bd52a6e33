import type { FastifyInstance } from 'fastify';
import { ApiError, fail } from '../http/envelope';
import { isApiPath } from '../http/api-paths';
import type { ContractValidator } from './contract-validator';

/** How strictly the server holds itself to the contract. */
export interface ContractHookOptions {
  /** Check every response body too (development and tests); a breach answers 500 and is logged. */
  readonly validateResponses: boolean;
}

/**
 * The method whose contract a request keeps: Fastify answers HEAD by running the GET handler, so a HEAD
 * request is held to the GET of its route (the contract declares no HEAD).
 */
function contractMethodOf(method: string): string {
  return method === 'HEAD' ? 'GET' : method;
}

/**
 * Makes the contract binding for the server: a /wps/ or /lgw/ route the contract does not declare fails at
 * start-up (a HEAD route needs the GET of its path), a request that breaks it gets a 400 BAD_REQUEST
 * envelope listing the problems (HEAD is checked as GET, since it runs the GET handler), and (when asked)
 * a response that breaks it becomes a logged 500, so tests catch it.
 */
export function registerContractHooks(app: FastifyInstance, validator: ContractValidator, options: ContractHookOptions): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!isApiPath(route.url)) continue;
      if (!validator.declares(contractMethodOf(method), route.url)) {
        const asGet = method === 'HEAD' ? ' (HEAD is held to the GET of its path)' : '';
        throw new Error(`${method} ${route.url} is not declared in openapi/platform.yaml${asGet}`);
      }
    }
  });

  app.addHook('preValidation', async (request) => {
    const url = request.routeOptions.url;
    if (url === undefined || !isApiPath(url)) return;
    const problems = validator.checkRequest(contractMethodOf(request.method), url, request);
    if (problems.length) throw new ApiError(400, 'BAD_REQUEST', 'The request does not match the platform contract', { problems });
  });

  if (!options.validateResponses) return;
  app.addHook('preSerialization', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (url === undefined || !isApiPath(url)) return payload;
    const problems = validator.checkResponse(contractMethodOf(request.method), url, reply.statusCode, payload);
    if (!problems.length) return payload;
    request.log.error({ problems, url }, 'Response breaks the platform contract');
    reply.code(500);
    return fail('INTERNAL_ERROR', `Response breaks the platform contract: ${JSON.stringify(problems)}`);
  });
}
