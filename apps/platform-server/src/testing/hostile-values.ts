import fc from 'fast-check';
import type { OpenApiDocument } from '../contract/openapi-contract';

/**
 * Bad (and edge) values for the parameters and body fields of the contract, crafted from each one's
 * schema: non-numbers and numbers past 2^63 for integers, values just outside and on the bounds,
 * wrong enum values, empty and over-long strings, wrong JSON types and so on. Test support for the
 * hostile-input test; deterministic (pattern examples come from a fixed seed).
 */

/** A JSON schema of the bundled contract. */
export type JsonSchema = Readonly<Record<string, unknown>>;

const SEED = 20261127;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows the `$ref`s of the bundled contract (`#/components/...`) to the schema they name. */
export function resolveSchema(document: OpenApiDocument, schema: unknown): JsonSchema {
  let current = schema;
  for (let hops = 0; isRecord(current) && typeof current['$ref'] === 'string' && hops < 16; hops++) {
    const path = current['$ref'].replace(/^#\//, '').split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
    current = path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), document);
  }
  return isRecord(current) ? current : {};
}

/** The branches of a schema that combines others (oneOf, anyOf, allOf), resolved; the schema itself first. */
function branchesOf(document: OpenApiDocument, schema: JsonSchema): JsonSchema[] {
  const nested = ['oneOf', 'anyOf', 'allOf'].flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : []));
  return [schema, ...nested.flatMap((branch) => branchesOf(document, resolveSchema(document, branch)))];
}

/** The JSON types a schema admits (from `type`, `const` or `enum` of it and its branches). */
export function typesOf(document: OpenApiDocument, schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  for (const branch of branchesOf(document, schema)) {
    const type = branch['type'];
    for (const name of Array.isArray(type) ? type : type === undefined ? [] : [type]) types.add(String(name));
    for (const value of [...(Array.isArray(branch['enum']) ? branch['enum'] : []), ...('const' in branch ? [branch['const']] : [])]) {
      types.add(value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value);
    }
  }
  return types;
}

/** The properties of an object schema and of its branches, resolved. */
export function propertiesOf(document: OpenApiDocument, schema: JsonSchema): Map<string, JsonSchema> {
  const properties = new Map<string, JsonSchema>();
  for (const branch of branchesOf(document, schema)) {
    const own = branch['properties'];
    if (!isRecord(own)) continue;
    for (const [name, property] of Object.entries(own)) if (!properties.has(name)) properties.set(name, resolveSchema(document, property));
  }
  return properties;
}

/** A number keyword of a schema (or its branches), if any. */
function bound(document: OpenApiDocument, schema: JsonSchema, key: string): number | undefined {
  return branchesOf(document, schema)
    .map((branch) => branch[key])
    .find((value): value is number => typeof value === 'number');
}

/** The enum and const values of a schema and its branches. */
function allowedValues(document: OpenApiDocument, schema: JsonSchema): unknown[] {
  return branchesOf(document, schema).flatMap((branch) => [...(Array.isArray(branch['enum']) ? branch['enum'] : []), ...('const' in branch ? [branch['const']] : [])]);
}

/** A string that matches a schema's pattern (fixed seed), or none when fast-check cannot build one. */
function patternExamples(document: OpenApiDocument, schema: JsonSchema): string[] {
  const pattern = branchesOf(document, schema)
    .map((branch) => branch['pattern'])
    .find((value) => typeof value === 'string');
  if (typeof pattern !== 'string') return [];
  try {
    return fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 1, seed: SEED });
  } catch {
    return [];
  }
}

/** Texts that are not numbers, or numbers no column holds (past 2^63, past a double). */
const NOT_A_NUMBER = ['', 'abc', '1.5', '1e309', '0x10', '9223372036854775808', '-9223372036854775809'];
/** One text that is every kind of trouble at once: quotes, markup, a NUL, a path, an emoji. */
const NASTY = "' OR 1=1 --<script>\u0000../😀";
const DATES = ['2026-02-30', '0000-00-00', '9999-12-31', '2026-1-1'];

/** The numbers on and just past a schema's bounds. */
function boundaryNumbers(document: OpenApiDocument, schema: JsonSchema): number[] {
  const minimum = bound(document, schema, 'minimum');
  const maximum = bound(document, schema, 'maximum');
  return [...(minimum === undefined ? [-1, 0] : [minimum, minimum - 1]), ...(maximum === undefined ? [] : [maximum, maximum + 1])];
}

/** Strings on and just past a schema's lengths, its enum values and wrong ones, a pattern example, odd dates. */
function stringShapes(document: OpenApiDocument, schema: JsonSchema): string[] {
  const minLength = bound(document, schema, 'minLength');
  const maxLength = bound(document, schema, 'maxLength');
  const allowed = allowedValues(document, schema).filter((value): value is string => typeof value === 'string');
  const first = allowed.find((value) => value !== '');
  return [
    '',
    NASTY,
    ...(minLength && minLength > 1 ? ['a'.repeat(minLength - 1)] : []),
    ...(maxLength === undefined ? ['x'.repeat(10_000)] : ['a'.repeat(maxLength), 'a'.repeat(maxLength + 1)]),
    ...allowed,
    ...(first === undefined ? [] : [first.toLowerCase() === first ? first.toUpperCase() : first.toLowerCase()]),
    ...patternExamples(document, schema),
    ...(branchesOf(document, schema).some((branch) => branch['format'] === 'date') ? DATES : []),
  ];
}

function unique<T>(values: readonly T[]): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Texts for a query or path parameter of this schema: bad ones of every kind and the valid ones on
 * its edges (so that handlers see the extremes the contract lets through). A query parameter also
 * gets a repeated value (Fastify gives it as an array). A header gets fewer (the hooks that read
 * headers are shared by every call): empty, too long (so off any pattern or enum), and a valid one.
 */
export function hostileTexts(document: OpenApiDocument, schema: JsonSchema, where: 'query' | 'path' | 'header'): (string | string[])[] {
  const types = typesOf(document, schema);
  const numeric = types.has('integer') || types.has('number');
  if (where === 'header') {
    const edge = [...patternExamples(document, schema), ...allowedValues(document, schema).map(String)].filter((text) => /^[\x20-\x7e]*$/.test(text));
    return unique(['', 'x'.repeat((bound(document, schema, 'maxLength') ?? 256) + 1), ...edge.slice(0, 1)]);
  }
  const texts = numeric
    ? [...NOT_A_NUMBER, NASTY, ...boundaryNumbers(document, schema).map(String)]
    : ['9223372036854775808', ...(types.has('boolean') ? ['true', 'yes'] : []), ...stringShapes(document, schema)];
  return unique([...texts, ...(where === 'query' ? [['1', 'x']] : [])]);
}

/** JSON values of every wrong type, and the bad and edge values of this schema's own type. */
export function hostileJsonValues(document: OpenApiDocument, schema: JsonSchema): unknown[] {
  const types = typesOf(document, schema);
  const numeric = types.has('integer') || types.has('number');
  const items = branchesOf(document, schema).map((branch) => branch['items']).find((item) => item !== undefined);
  const itemValues = items === undefined ? [] : hostileJsonValues(document, resolveSchema(document, items)).slice(0, 6);
  return unique([
    ...(types.has('string') ? stringShapes(document, schema) : ['x']),
    ...(numeric ? [1.5, 2 ** 63, -(2 ** 63), 1e308, ...boundaryNumbers(document, schema)] : [1]),
    null,
    {},
    ...(types.has('array') ? [Array.from({ length: 5_000 }, () => 1), ...itemValues.map((value) => [value])] : []),
  ]);
}

/** A value the schema accepts, as simple as it gets (for requests built from the contract alone). */
export function exampleOf(document: OpenApiDocument, schema: JsonSchema): unknown {
  const branch = branchesOf(document, schema).find((b) => b['type'] !== 'null' && (b['type'] !== undefined || 'const' in b || 'enum' in b)) ?? schema;
  if ('default' in branch) return branch['default'];
  const allowed = allowedValues(document, branch);
  if (allowed.length) return allowed[0];
  const type = Array.isArray(branch['type']) ? branch['type'].find((t) => t !== 'null') : branch['type'];
  if (type === 'integer' || type === 'number') return bound(document, branch, 'minimum') ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    const required = Array.isArray(branch['required']) ? (branch['required'] as string[]) : [];
    const properties = propertiesOf(document, branch);
    return Object.fromEntries(required.map((name) => [name, exampleOf(document, properties.get(name) ?? {})]));
  }
  if (branch['format'] === 'date') return '2026-01-01';
  return patternExamples(document, branch)[0] ?? 'a'.repeat(Math.max(1, bound(document, branch, 'minLength') ?? 1));
}
