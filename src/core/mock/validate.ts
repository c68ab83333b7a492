// JSON Schema checks for mock requests and samples (Ajv; OpenAPI 3.0's `nullable` mapped to a null type).
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { JsonSchema } from '../openapi';

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false, allowUnionTypes: true });
const cache = new WeakMap<object, ValidateFunction | null>();

// Identifiers would register each schema in the shared Ajv instance (a second compile then clashes): dropped. So
// are $refs: the resolver has replaced every one it could; what is left is a cut cycle or a broken ref (no rule).
const DROPPED = new Set(['example', 'examples', 'discriminator', 'xml', '$schema', '$id', '$anchor', '$dynamicAnchor', '$comment', '$ref', '$dynamicRef']);

/**
 * OpenAPI 3.0 dialect → JSON Schema: `nullable: true` adds "null" to the type, boolean exclusiveMinimum/Maximum
 * become numbers; `x-*` markers stay (ignored).
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (DROPPED.has(k)) continue;
    out[k] = k === 'properties' || k === 'patternProperties' || k === '$defs' || k === 'definitions'
      ? Object.fromEntries(Object.entries((v ?? {}) as Record<string, unknown>).map(([p, s]) => [p, toJsonSchema(s)]))
      : toJsonSchema(v);
  }
  if (out.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (out.enum && Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
  }
  delete out.nullable;
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (out[flag] === true && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else if (typeof out[flag] === 'boolean') delete out[flag];
  }
  return out;
}

function compiled(schema: JsonSchema): ValidateFunction | null {
  if (typeof schema === 'boolean') return null;
  if (cache.has(schema)) return cache.get(schema) ?? null;
  let fn: ValidateFunction | null;
  try {
    fn = ajv.compile(toJsonSchema(schema) as object);
  } catch {
    fn = null;
  }
  cache.set(schema, fn);
  return fn;
}

/** Ajv's errors for `value` against `schema`, [] when valid; null when the schema cannot compile. */
export function schemaErrors(schema: JsonSchema, value: unknown): ErrorObject[] | null {
  if (schema === true) return [];
  if (schema === false) return [{ instancePath: '', schemaPath: '#', keyword: 'false schema', params: {}, message: 'no value is allowed here' }];
  const fn = compiled(schema);
  if (!fn) return null;
  return fn(value) ? [] : [...(fn.errors ?? [])];
}

/** Problems of `value` against `schema` ("/name: must be string"), [] when valid; null when the schema cannot compile. */
export function schemaProblems(schema: JsonSchema, value: unknown, at = ''): string[] | null {
  if (schema === true) return [];
  if (schema === false) return [`${at || '/'}: no value is allowed here`];
  const fn = compiled(schema);
  if (!fn) return null;
  if (fn(value)) return [];
  return (fn.errors ?? []).slice(0, 20).map((e) => `${at}${e.instancePath || ''} ${e.message ?? 'is invalid'}`.trim());
}
