import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/** Path of the platform contract, the one description of every call. */
export const CONTRACT_PATH = resolve(import.meta.dirname, '../../../../openapi/platform.yaml');

/** One operation of the contract: method, path template and its operation id. */
export interface ContractOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Reads and parses the contract. */
export function loadContract(path: string = CONTRACT_PATH): OpenApiDocument {
  return parse(readFileSync(path, 'utf8')) as OpenApiDocument;
}

/** Every operation the contract declares. */
export function listOperations(contract: OpenApiDocument): ContractOperation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, op]) => ({ operationId: op.operationId ?? `${method} ${path}`, method: method.toUpperCase(), path })),
  );
}

/**
 * Compiles a validator for the JSON body of one response (`status` such as '200' or '4XX') of one
 * operation, resolving `$ref`s against the contract's components.
 */
export function responseValidator(contract: OpenApiDocument, operation: ContractOperation, status: string): ValidateFunction {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'contract', components: contract.components });
  const op = contract.paths[operation.path]?.[operation.method.toLowerCase()];
  const response = op?.responses?.[status] as
    | { $ref?: string; content?: { 'application/json'?: { schema?: unknown } } }
    | undefined;
  if (!response) throw new Error(`${operation.operationId} declares no ${status} response`);
  const resolved = response.$ref
    ? (contract.components as Record<string, Record<string, unknown>>)['responses']?.[response.$ref.split('/').pop() ?? '']
    : response;
  const schema = (resolved as { content?: { 'application/json'?: { schema?: unknown } } })?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${operation.operationId} ${status} has no JSON schema`);
  return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as object);
}
