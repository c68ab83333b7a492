// JSON Schema checks for mock requests and samples (Ajv; OpenAPI 3.0's `nullable` mapped to a null type). Requests
// are checked without formats (as before); served bodies with them (ajv-formats), so a date-time is a date-time.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../openapi';
import { compilePattern } from './regex';

const OPTIONS = { strict: false, allErrors: true, validateFormats: false, allowUnionTypes: true } as const;
// Unknown formats ("int32" on a string, "country-code") are ignored, without a warning each.
export const FORMATS = { ...OPTIONS, validateFormats: true, logger: false } as const;

interface Checker {
  ajv: Ajv;
  /** For schemas whose patterns only compile without the unicode flag ("\#"): every other check still runs. */
  lenient: Ajv;
  cache: WeakMap<object, Compiled>;
}

const plain: Checker = { ajv: new Ajv(OPTIONS), lenient: new Ajv({ ...OPTIONS, unicodeRegExp: false }), cache: new WeakMap() };
const withFormats: Checker = { ajv: addFormats(new Ajv(FORMATS)), lenient: addFormats(new Ajv({ ...FORMATS, unicodeRegExp: false })), cache: new WeakMap() };

interface Compiled {
  fn: ValidateFunction | null;
  /** How the schema had to be read to compile (reported on the operation). */
  notes: string[];
}

// Identifiers would register each schema in the shared Ajv instance (a second compile then clashes): dropped. So
// are $refs of dereferenced schemas: the resolver has replaced every one it could (a context keeps them, see specAjv).
const DROPPED = new Set(['example', 'examples', 'discriminator', 'xml', '$schema', '$id', '$anchor', '$dynamicAnchor', '$comment', '$ref', '$dynamicRef']);
const NAMED = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'schemas']);

/**
 * OpenAPI 3.0 dialect → JSON Schema: `nullable: true` adds "null" to the type, boolean exclusiveMinimum/Maximum
 * become numbers; `x-*` markers stay (ignored). With `ref` (schemas in their spec's context), each `$ref` is kept as
 * `ref` rewrites it (under `refKeyword`), and a nullable schema without a type ($ref, anyOf) becomes "it or null".
 */
export function toJsonSchema(schema: unknown, ref?: (target: string) => string, refKeyword = '$ref'): unknown {
  if (Array.isArray(schema)) return schema.map((s) => toJsonSchema(s, ref, refKeyword));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === '$ref' && ref && typeof v === 'string') out[refKeyword] = ref(v);
    else if (DROPPED.has(k) || (ref && k.startsWith('x-'))) continue;
    else if (NAMED.has(k) && v !== null && typeof v === 'object') out[k] = Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([p, s]) => [p, toJsonSchema(s, ref, refKeyword)]));
    else out[k] = ref && (k === 'enum' || k === 'const' || k === 'default') ? v : toJsonSchema(v, ref, refKeyword);
  }
  const nullable = out.nullable === true;
  delete out.nullable;
  if (nullable) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (out.enum && Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
  }
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (out[flag] === true && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else if (typeof out[flag] === 'boolean') delete out[flag];
  }
  if (nullable && ref && out.type === undefined && out.enum === undefined) return { anyOf: [out, { type: 'null' }] };
  return out;
}

/** The `pattern`s of a converted schema that compile in neither reading, removed (and listed). */
export function dropBadPatterns(schema: unknown, dropped: string[]): unknown {
  if (Array.isArray(schema)) return schema.map((s) => dropBadPatterns(s, dropped));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'pattern' && typeof v === 'string' && !compilePattern(v)) dropped.push(v);
    else out[k] = dropBadPatterns(v, dropped);
  }
  return out;
}

export function tryCompile(instance: Ajv, schema: unknown): ValidateFunction | null {
  try {
    return instance.compile(schema as object);
  } catch {
    return null;
  }
}

function compiled(schema: JsonSchema, checker: Checker = plain): Compiled {
  if (typeof schema === 'boolean') return { fn: null, notes: [] };
  const { ajv, lenient, cache } = checker;
  const cached = cache.get(schema);
  if (cached) return cached;
  const converted = toJsonSchema(schema);
  let out: Compiled = { fn: tryCompile(ajv, converted), notes: [] };
  if (!out.fn) {
    const lenientFn = tryCompile(lenient, converted);
    if (lenientFn) out = { fn: lenientFn, notes: ['a pattern of its schema is not a valid regex under the unicode flag; checked without the flag'] };
    else {
      const dropped: string[] = [];
      const fn = tryCompile(lenient, dropBadPatterns(converted, dropped));
      const notes = dropped.length > 0 ? [`pattern ${dropped.slice(0, 3).map((p) => JSON.stringify(p)).join(', ')} is not a valid regex and was not checked`] : [];
      out = { fn, notes: fn ? notes : [...notes, 'its schema does not compile, so it was not checked'] };
    }
  }
  cache.set(schema, out);
  return out;
}

/** Why a response schema could not be checked as written (a pattern read without the unicode flag, a broken regex): [] when it could. */
export function schemaNotes(schema: JsonSchema): string[] {
  return compiled(schema, withFormats).notes;
}

/** Ajv's errors for `value` against `schema`, [] when valid; null when the schema cannot compile. */
export function schemaErrors(schema: JsonSchema, value: unknown): ErrorObject[] | null {
  if (schema === true) return [];
  if (schema === false) return [{ instancePath: '', schemaPath: '#', keyword: 'false schema', params: {}, message: 'no value is allowed here' }];
  const { fn } = compiled(schema);
  if (!fn) return null;
  return fn(value) ? [] : [...(fn.errors ?? [])];
}

/** Problems of `value` against `schema` ("/name: must be string"), [] when valid; null when the schema cannot compile. */
export function schemaProblems(schema: JsonSchema, value: unknown, at = '', checker: Checker = plain): string[] | null {
  if (schema === true) return [];
  if (schema === false) return [`${at || '/'}: no value is allowed here`];
  const { fn } = compiled(schema, checker);
  if (!fn) return null;
  if (fn(value)) return [];
  return (fn.errors ?? []).slice(0, 20).map((e) => `${at}${e.instancePath || ''} ${e.message ?? 'is invalid'}`.trim());
}

/** schemaProblems with formats checked (date-time, uuid, email, uri…): for what the mock serves. */
export function responseProblems(schema: JsonSchema, value: unknown, at = ''): string[] | null {
  return schemaProblems(schema, value, at, withFormats);
}
