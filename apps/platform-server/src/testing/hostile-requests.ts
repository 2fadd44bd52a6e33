import type { InjectOptions } from 'fastify';
import {
  resolveComponent,
  routerPathOf,
  type ContractOperation,
  type ContractParameter,
  type OpenApiDocument,
} from '../contract/openapi-contract';
import { encryptedRequest } from './encryption';
import { exampleOf, hostileJsonValues, hostileTexts, propertiesOf, resolveSchema, type JsonSchema } from './hostile-values';
import type { TestServer } from './test-db';

/**
 * Requests with bad values for every operation of the contract, one part changed at a time from a
 * request that works (a contract sample, or one built from the schemas): each parameter of the
 * operation (query, path, header) and each field of its body gets the hostile values of its schema,
 * and the body is also sent malformed, nested deep, over the size limit and as other media types.
 * Test support for the hostile-input test.
 */

/** A request to one operation before it is sent: the parts a hostile case changes. */
export interface RequestDraft {
  /** The concrete path (no query). */
  readonly path: string;
  readonly query: Readonly<Record<string, string | readonly string[]>>;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The JSON body (for an encrypted operation the payload inside the JWE), undefined for none. */
  readonly body?: unknown;
  /** Whether `body` travels encrypted for the server's key, as the operation's body is a JWE. */
  readonly encrypted: boolean;
  /** A body sent as these bytes (malformed JSON, other media types); wins over `body`. */
  readonly raw?: { readonly text: string; readonly contentType: string };
}

/** One hostile request: what it changes, and the request. */
export interface HostileCase {
  readonly label: string;
  readonly draft: RequestDraft;
}

/** An operation's parameters (references resolved) and body schemas. */
export interface OperationShape {
  readonly operation: ContractOperation;
  readonly url: string;
  readonly parameters: readonly ContractParameter[];
  /** The schema of the JSON body, if any (for an encrypted body, of the payload inside the JWE). */
  readonly body: JsonSchema | undefined;
  readonly encrypted: boolean;
  /** The name of the encrypted payload's schema among the contract's components (for checkComponent). */
  readonly payloadSchemaName?: string;
}

/** The parameters and body of an operation, read from the contract. */
export function shapeOf(document: OpenApiDocument, operation: ContractOperation): OperationShape {
  const parameters = (operation.definition.parameters ?? [])
    .map((p) => resolveComponent<ContractParameter>(document, p))
    .filter((p): p is ContractParameter => p !== undefined);
  const encrypted = parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'encryption');
  const declared = operation.definition.requestBody?.content?.['application/json']?.schema;
  const outer = declared === undefined ? undefined : resolveSchema(document, declared);
  const inner = encrypted && outer ? propertiesOf(document, outer).get('data')?.['contentSchema'] : undefined;
  const url = routerPathOf(operation.path);
  if (inner === undefined) return { operation, url, parameters, body: outer, encrypted };
  const payloadSchemaName = String((inner as { $ref?: unknown }).$ref ?? '').split('/').pop();
  return { operation, url, parameters, body: resolveSchema(document, inner), encrypted, payloadSchemaName };
}

/** A draft from a contract sample; `plaintextOf` gives the payload a sample's JWE carries. */
export function draftOfSample(sample: InjectOptions, plaintextOf: (jwe: string) => unknown): RequestDraft {
  const url = new URL(String(sample.url), 'http://localhost');
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  Object.assign(query, typeof sample.query === 'object' ? sample.query : {});
  const headers = Object.fromEntries(Object.entries(sample.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]));
  const payload = sample.payload as unknown;
  const jwe = typeof payload === 'object' && payload !== null ? (payload as { data?: unknown }).data : undefined;
  const plaintext = typeof jwe === 'string' ? plaintextOf(jwe) : undefined;
  if (plaintext !== undefined) return { path: url.pathname, query, headers, body: plaintext, encrypted: true };
  return { path: url.pathname, query, headers, body: typeof payload === 'string' ? JSON.parse(payload) : payload, encrypted: false };
}

/**
 * A draft built from the schemas alone: examples of the required parameters and body, on top of
 * `headers` (the merchant, a session, the Encryption header of the server's key).
 */
export function draftOfSchema(document: OpenApiDocument, shape: OperationShape, headers: Readonly<Record<string, string>>): RequestDraft {
  const example = (p: ContractParameter) => String(exampleOf(document, resolveSchema(document, p.schema)));
  const required = shape.parameters.filter((p) => p.required);
  const path = shape.url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const parameter = shape.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(parameter ? example(parameter) : '1');
  });
  const query = Object.fromEntries(required.filter((p) => p.in === 'query').map((p) => [p.name, example(p)]));
  const examples = Object.fromEntries(required.filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), example(p)]));
  const keyed: Record<string, string> = shape.parameters.some((p) => p.name === 'Idempotency-Key') ? { 'idempotency-key': 'hostile-input-key-0001' } : {};
  const body = shape.body === undefined ? undefined : exampleOf(document, shape.body);
  return { path, query, headers: { ...examples, ...keyed, ...headers }, body, encrypted: shape.encrypted };
}

/** Path texts sent as they are: a broken percent-encoding and a segment past the router's length. */
const RAW_PATH_VALUES = ['%', '%E0%A4%A', 'x'.repeat(200)];

/** The draft with one path parameter set to `text` (`encoded` false sends it as it is). */
function withPathValue(draft: RequestDraft, url: string, name: string, text: string, encoded: boolean): RequestDraft {
  const template = url.split('/');
  const segments = draft.path.split('/');
  const index = template.indexOf(`:${name}`);
  if (index < 0 || segments.length !== template.length) return draft;
  segments[index] = encoded ? encodeURIComponent(text) : text;
  return { ...draft, path: segments.join('/') };
}

function withoutKey<T extends object>(record: T, key: string): T {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T;
}

/** Cases that change one parameter: every hostile text of its schema, and leaving it out. */
function parameterCases(document: OpenApiDocument, shape: OperationShape, base: RequestDraft, p: ContractParameter): HostileCase[] {
  const schema = resolveSchema(document, p.schema);
  const where = p.in === 'cookie' ? 'header' : p.in;
  const label = `${p.in} ${p.name}`;
  const header = p.name.toLowerCase();
  const cases = hostileTexts(document, schema, where).map((value): HostileCase => {
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (p.in === 'path') return { label: `${label}=${JSON.stringify(value)}`, draft: withPathValue(base, shape.url, p.name, text, true) };
    if (p.in === 'query') return { label: `${label}=${JSON.stringify(value)}`, draft: { ...base, query: { ...base.query, [p.name]: value } } };
    return { label: `${label}=${JSON.stringify(value)}`, draft: { ...base, headers: { ...base.headers, [header]: text } } };
  });
  if (p.in === 'path') {
    cases.push(...RAW_PATH_VALUES.map((text) => ({ label: `${label} raw ${text.slice(0, 20)}`, draft: withPathValue(base, shape.url, p.name, text, false) })));
  } else if (p.in === 'query') {
    cases.push({ label: `${label} left out`, draft: { ...base, query: withoutKey(base.query, p.name) } });
  } else {
    cases.push({ label: `${label} left out`, draft: { ...base, headers: withoutKey(base.headers, header) } });
  }
  return cases;
}

const DEEP = 5_000;

/**
 * Bodies no JSON.stringify writes (bodies of the wrong JSON type are body cases): empty, malformed,
 * a number past a double, polluting keys, deep, over the size limit, another media type.
 */
const RAW_BODIES: readonly { readonly text: string; readonly contentType: string }[] = [
  ...['', '{', '1e999', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}'].map((text) => ({ text, contentType: 'application/json' })),
  { text: '['.repeat(DEEP) + ']'.repeat(DEEP), contentType: 'application/json' },
  { text: '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP), contentType: 'application/json' },
  { text: JSON.stringify({ data: 'x'.repeat(1024 * 1024 + 1) }), contentType: 'application/json' },
  { text: '{"data":"a.b.c.d.e"}', contentType: 'application/json' },
  { text: 'hello', contentType: 'text/plain' },
  { text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { text: '{}', contentType: 'application/json; charset=utf-16' },
];

/** How many of a field's values its schema refuses are sent when `accepts` tells them apart. */
const REFUSED_PER_FIELD = 2;

/**
 * Cases that change the body: each field with every hostile value of its schema or left out,
 * other bodies, raw bytes. With `accepts` (the payload check an encrypted body gets after
 * decryption, one shared function), a field gets every value the schema accepts and only the first
 * few it refuses: each encrypted request costs an RSA decryption.
 */
function bodyCases(document: OpenApiDocument, shape: OperationShape, base: RequestDraft, accepts?: (body: unknown) => boolean): HostileCase[] {
  if (shape.body === undefined) return [];
  const body = typeof base.body === 'object' && base.body !== null && !Array.isArray(base.body) ? (base.body as Record<string, unknown>) : {};
  const cases: HostileCase[] = [];
  for (const [name, schema] of propertiesOf(document, shape.body)) {
    let refused = 0;
    for (const value of hostileJsonValues(document, schema)) {
      const changed = { ...body, [name]: value };
      if (accepts && !accepts(changed) && ++refused > REFUSED_PER_FIELD) continue;
      cases.push({ label: `body ${name}=${JSON.stringify(value).slice(0, 40)}`, draft: { ...base, body: changed } });
    }
    cases.push({ label: `body ${name} left out`, draft: { ...base, body: withoutKey(body, name) } });
  }
  for (const value of [null, [], 'x', 1, {}, { unknownField: 1 }, { ...body, unknownField: 'x'.repeat(1000) }]) {
    cases.push({ label: `body ${JSON.stringify(value).slice(0, 40)}`, draft: { ...base, body: value } });
  }
  cases.push({ label: 'no body', draft: { ...base, body: undefined, encrypted: false } });
  cases.push(...RAW_BODIES.map((raw) => ({ label: `raw body ${raw.contentType} ${raw.text.slice(0, 20)}`, draft: { ...base, raw } })));
  return cases;
}

/**
 * Every hostile case of an operation, starting from a request that works; `accepts` tells the
 * body values the contract accepts from those it refuses (see bodyCases).
 */
export function hostileCases(document: OpenApiDocument, shape: OperationShape, base: RequestDraft, accepts?: (body: unknown) => boolean): HostileCase[] {
  return [
    { label: 'as sampled', draft: base },
    ...shape.parameters.flatMap((p) => parameterCases(document, shape, base, p)),
    ...bodyCases(document, shape, base, accepts),
  ];
}

/** The request of a draft by `method` (GET and HEAD carry no body); an encrypted body is encrypted afresh. */
export async function injectOptionsOf(server: TestServer, method: string, draft: RequestDraft): Promise<InjectOptions> {
  const options = { method: method as 'GET', url: draft.path, query: draft.query as Record<string, string | string[]>, headers: { ...draft.headers } };
  if (method === 'GET' || method === 'HEAD') return options;
  if (draft.raw) return { ...options, headers: { ...options.headers, 'content-type': draft.raw.contentType }, payload: draft.raw.text };
  if (draft.body === undefined) return options;
  if (!draft.encrypted) return { ...options, headers: { ...options.headers, 'content-type': 'application/json' }, payload: JSON.stringify(draft.body) };
  const sealed = await encryptedRequest(server, draft.body as object);
  return { ...options, headers: { ...options.headers, 'content-type': 'application/json' }, payload: sealed.payload };
}
