import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  listOperations,
  resolveComponent,
  responseSchemaOf,
  routerPathOf,
  type ContractOperation,
  type ContractParameter,
  type OpenApiDocument,
} from './openapi-contract';

/** One problem found in a request or response, as the failed envelope reports it. */
export interface ContractViolation {
  readonly where: 'query' | 'headers' | 'params' | 'body' | 'response';
  readonly path: string;
  readonly message: string;
}

type RequestPart = 'query' | 'headers' | 'params' | 'body';

/** The validators of one operation, compiled once. */
interface CompiledOperation {
  readonly operation: ContractOperation;
  readonly request: readonly { readonly where: RequestPart; readonly validate: ValidateFunction }[];
  readonly responses: Map<string, ValidateFunction | null>;
}

function violations(where: ContractViolation['where'], errors: ErrorObject[] | null | undefined): ContractViolation[] {
  return (errors ?? []).map((e) => ({ where, path: e.instancePath || '/', message: e.message ?? 'is invalid' }));
}

function objectSchema(parameters: readonly ContractParameter[], lowerCaseNames: boolean): object {
  const name = (p: ContractParameter) => (lowerCaseNames ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [name(p), p.schema ?? {}])),
    required: parameters.filter((p) => p.required).map(name),
  };
}

/**
 * Validates requests and responses against the contract itself, so the YAML stays the one source
 * of truth: query, headers and path parameters (coerced from strings), JSON bodies, and response
 * bodies per status.
 */
export class ContractValidator {
  private readonly strict = new Ajv2020({ allErrors: true, strict: false });
  private readonly coercing = new Ajv2020({ allErrors: true, strict: false, coerceTypes: true });
  private readonly byRoute = new Map<string, CompiledOperation>();
  private readonly components = new Map<string, ValidateFunction>();

  /** `document`: the bundled contract (tools that build requests read its operations from it). */
  constructor(readonly document: OpenApiDocument) {
    for (const ajv of [this.strict, this.coercing]) {
      addFormats.default(ajv);
      ajv.addSchema({ $id: 'contract', components: document.components });
    }
    for (const operation of listOperations(document)) {
      this.byRoute.set(`${operation.method} ${routerPathOf(operation.path)}`, this.compile(operation));
    }
  }

  /** Every operation of the contract, with its router path. */
  get routes(): { readonly method: string; readonly url: string; readonly operationId: string }[] {
    return [...this.byRoute.values()].map(({ operation }) => ({
      method: operation.method,
      url: routerPathOf(operation.path),
      operationId: operation.operationId,
    }));
  }

  /** Whether the contract declares this method and router path. */
  declares(method: string, url: string): boolean {
    return this.byRoute.has(`${method} ${url}`);
  }

  /** The problems of a request to a declared route; empty when it keeps the contract. */
  checkRequest(method: string, url: string, parts: Readonly<Record<RequestPart, unknown>>): ContractViolation[] {
    const compiled = this.byRoute.get(`${method} ${url}`);
    if (!compiled) return [];
    return compiled.request.flatMap(({ where, validate }) => {
      const value = where === 'body' ? (parts.body ?? null) : { ...(parts[where] as object) };
      return validate(value) ? [] : violations(where, validate.errors);
    });
  }

  /** The problems of a response body for a status; empty when it keeps the contract or has no schema. */
  checkResponse(method: string, url: string, status: number, body: unknown): ContractViolation[] {
    const compiled = this.byRoute.get(`${method} ${url}`);
    if (!compiled) return [];
    const key = String(status);
    if (!compiled.responses.has(key)) {
      const schema = responseSchemaOf(this.document, compiled.operation, status);
      compiled.responses.set(key, schema ? this.strict.compile(this.withContractRefs(schema)) : null);
    }
    const validate = compiled.responses.get(key);
    if (validate === undefined || validate === null) {
      return status >= 500 ? [] : [{ where: 'response', path: '/', message: `status ${status} is not declared` }];
    }
    return validate(body) ? [] : violations('response', validate.errors);
  }

  /** The problems of a value against one of the contract's schemas (`components.schemas[name]`). */
  checkComponent(name: string, value: unknown): ContractViolation[] {
    let validate = this.components.get(name);
    if (!validate) {
      if (!(name in this.document.components.schemas)) {
        throw new Error(
          `The contract has no schema ${name}, or nothing references it. An encrypted payload schema is ` +
            "reached through the operation's body schema: `data: { $ref: '../components/common.yaml#/schemas/CompactJwe', " +
            `contentSchema: { $ref: '#/${name}' } }` + '` (see EncryptedLoginBody in openapi/schemas/sessions.yaml).',
        );
      }
      validate = this.strict.compile({ $ref: `contract#/components/schemas/${name}` });
      this.components.set(name, validate);
    }
    return validate(value) ? [] : violations('body', validate.errors);
  }

  private compile(operation: ContractOperation): CompiledOperation {
    const parameters = (operation.definition.parameters ?? [])
      .map((p) => resolveComponent<ContractParameter>(this.document, p))
      .filter((p): p is ContractParameter => p !== undefined);
    const of = (where: ContractParameter['in']) => parameters.filter((p) => p.in === where);
    const request: { where: RequestPart; validate: ValidateFunction }[] = [
      { where: 'query', validate: this.coercing.compile(this.withContractRefs(objectSchema(of('query'), false))) },
      { where: 'headers', validate: this.coercing.compile(this.withContractRefs(objectSchema(of('header'), true))) },
      { where: 'params', validate: this.coercing.compile(this.withContractRefs(objectSchema(of('path'), false))) },
    ];
    const body = operation.definition.requestBody;
    const bodySchema = body?.content?.['application/json']?.schema;
    if (bodySchema) {
      const schema = body.required ? bodySchema : { anyOf: [{ type: 'null' }, bodySchema] };
      request.push({ where: 'body', validate: this.strict.compile(this.withContractRefs(schema)) });
    }
    return { operation, request, responses: new Map() };
  }

  private withContractRefs(schema: unknown): object {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as object;
  }
}
