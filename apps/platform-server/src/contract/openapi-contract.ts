import { bundle, loadConfig } from '@redocly/openapi-core';
import { resolve } from 'node:path';

/** Path of the platform contract's root file, the one description of every call. */
export const CONTRACT_PATH = resolve(import.meta.dirname, '../../../../openapi/platform.yaml');

/** One parameter of an operation as the contract declares it. */
export interface ContractParameter {
  readonly name: string;
  readonly in: 'query' | 'header' | 'path' | 'cookie';
  readonly required?: boolean;
  readonly schema?: unknown;
}

/** One response of an operation: a schema by media type, or a reference to a shared response. */
export interface ContractResponse {
  readonly $ref?: string;
  readonly content?: Readonly<Record<string, { readonly schema?: unknown }>>;
}

/** One operation object of the contract. */
export interface ContractOperationObject {
  readonly operationId?: string;
  readonly parameters?: readonly (ContractParameter | { readonly $ref: string })[];
  readonly requestBody?: { readonly required?: boolean; readonly content?: Readonly<Record<string, { readonly schema?: unknown }>> };
  readonly responses?: Readonly<Record<string, ContractResponse>>;
}

/** The parsed contract: paths of operations and shared components. */
export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, ContractOperationObject>>>>;
  readonly components: {
    readonly schemas: Readonly<Record<string, unknown>>;
    readonly parameters?: Readonly<Record<string, ContractParameter>>;
    readonly responses?: Readonly<Record<string, ContractResponse>>;
  };
}

/** One operation of the contract: method, path template, its id and its definition. */
export interface ContractOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
  readonly definition: ContractOperationObject;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * Reads the contract and its area files as one document: every reference between files becomes a
 * `#/components/...` reference, as `redocly bundle` writes it.
 */
export async function loadContract(path: string = CONTRACT_PATH): Promise<OpenApiDocument> {
  const config = await loadConfig({ configPath: resolve(path, '../../redocly.yaml') });
  const result = await bundle({ ref: path, config });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length) throw new Error(`The platform contract does not resolve: ${errors.map((e) => e.message).join('; ')}`);
  return result.bundle.parsed as OpenApiDocument;
}

/** Every operation the contract declares. */
export function listOperations(contract: OpenApiDocument): ContractOperation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, definition]) => ({
        operationId: definition.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        definition,
      })),
  );
}

/** The router path of a contract path: `/wps/orders/{id}` becomes `/wps/orders/:id`. */
export function routerPathOf(contractPath: string): string {
  return contractPath.replace(/\{([^}]+)\}/g, ':$1');
}

/** Resolves a `#/components/<kind>/<name>` reference to the component it names. */
export function resolveComponent<T>(contract: OpenApiDocument, value: T | { readonly $ref: string }): T | undefined {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value;
  const [, , kind, name] = value.$ref.split('/');
  const group = kind ? (contract.components as Record<string, Record<string, unknown> | undefined>)[kind] : undefined;
  return name ? (group?.[name] as T | undefined) : undefined;
}

/** The JSON schema of an operation's response for a status ('200' first, then '2XX', then 'default'). */
export function responseSchemaOf(contract: OpenApiDocument, operation: ContractOperation, status: number | string): unknown {
  const responses = operation.definition.responses ?? {};
  const code = String(status);
  const key = [code, `${code[0]}XX`, 'default'].find((candidate) => candidate in responses);
  const response = key ? resolveComponent(contract, responses[key] as ContractResponse) : undefined;
  return response?.content?.['application/json']?.schema;
}
