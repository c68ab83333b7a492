// Repairs a generated value against its schema, for the gaps of openapi-sampler: nulls from its depth cut, schema-level
// examples that break their own schema, patterns it cannot generate, lengths, ranges, counts and required fields.
import { sample } from 'openapi-sampler';
import type { JsonSchema } from '../openapi';
import { patternSample } from './patternSample';
import { compilePattern } from './regex';
import { responseProblems as schemaProblems } from './validate';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** How conform reads schemas: as given (dereferenced) by default; in a spec's context for raw ones (see context.ts). */
export interface ConformEnv {
  resolve: (s: JsonSchema) => JsonSchema;
  problems: (s: JsonSchema, value: unknown) => string[] | null;
  /** A value for a schema when there is none to repair. */
  fresh: (s: JsonSchema) => unknown;
}
const SAMPLER = { skipReadOnly: false, skipWriteOnly: true, quiet: true, maxSampleDepth: 8, enablePatterns: true } as const;
const MAX_DEPTH = 24;

/** openapi-sampler's value for `schema`; undefined when it cannot produce one. */
export function sampleOf(schema: JsonSchema, options: { requiredOnly?: boolean } = {}): unknown {
  if (typeof schema === 'boolean') return schema ? {} : undefined;
  try {
    return sample(schema, { ...SAMPLER, ...(options.requiredOnly ? { skipNonRequired: true } : {}) });
  } catch {
    return undefined;
  }
}

function typeOf(schema: Obj, value: unknown): string | undefined {
  const t = schema.type;
  const types = (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string' && x !== 'null');
  if (types.length > 1 && value !== null && value !== undefined) {
    const actual = Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
    if (types.includes(actual) || (actual === 'integer' && types.includes('number'))) return actual;
  }
  if (types[0]) return types[0];
  if (isObj(schema.properties) || schema.required) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

const nullable = (s: Obj) => s.nullable === true || s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'));

// A fixed valid value per format, for a string that breaks its format (a spec's "string" example for a date-time).
const FORMAT_VALUES: Record<string, string> = {
  'date-time': '2024-05-17T09:30:00Z', date: '2024-05-17', time: '09:30:00Z', uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  email: 'ada@example.com', uri: 'https://example.com/', url: 'https://example.com/', 'uri-reference': '/resource/1',
  hostname: 'example.com', ipv4: '192.0.2.1', ipv6: '2001:db8::1', byte: 'aGVsbG8=', duration: 'P1D', iri: 'https://example.com/',
};
const formatSchemas = new Map<string, Obj>();
const PLAIN: ConformEnv = { resolve: (s) => s, problems: (s, v) => schemaProblems(s, v), fresh: (s) => sampleOf(s) };

function formatFix(format: unknown, out: string): string {
  if (typeof format !== 'string' || !(format in FORMAT_VALUES)) return out;
  let schema = formatSchemas.get(format);
  if (!schema) formatSchemas.set(format, (schema = { type: 'string', format }));
  return (schemaProblems(schema, out) ?? []).length === 0 ? out : FORMAT_VALUES[format] ?? out;
}

function conformString(s: Obj, v: unknown): string {
  let out = formatFix(s.format, typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : 'string');
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const re = typeof s.pattern === 'string' ? compilePattern(s.pattern) : null;
  if (typeof s.pattern === 'string' && (!re?.test(out) || out.length < min)) out = patternSample(s.pattern, min) ?? out;
  if (out.length < min && !re) out = out.padEnd(min, out.slice(-1) || 'a');
  if (out.length > max) out = out.slice(0, max);
  return out;
}

function conformNumber(s: Obj, v: unknown, integer: boolean): number {
  let n = typeof v === 'number' && Number.isFinite(v) ? v : Number(v);
  if (!Number.isFinite(n)) n = 0;
  if (integer) n = Math.round(n);
  const lo = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + (integer ? 1 : 1e-6) : typeof s.minimum === 'number' ? s.minimum : -Infinity;
  const hi = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - (integer ? 1 : 1e-6) : typeof s.maximum === 'number' ? s.maximum : Infinity;
  if (s.exclusiveMinimum === true && typeof s.minimum === 'number' && n <= s.minimum) n = s.minimum + (integer ? 1 : 1e-6);
  if (s.exclusiveMaximum === true && typeof s.maximum === 'number' && n >= s.maximum) n = s.maximum - (integer ? 1 : 1e-6);
  n = Math.min(Math.max(n, lo), hi);
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) n = Math.ceil(n / s.multipleOf) * s.multipleOf;
  return n;
}

function conformObject(s: Obj, v: unknown, depth: number, env: ConformEnv): Obj {
  const out: Obj = isObj(v) ? { ...v } : {};
  const props = isObj(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : [];
  if (s.additionalProperties === false) for (const k of Object.keys(out)) if (!(k in props)) delete out[k];
  for (const [k, sub] of Object.entries(props)) {
    if (k in out) out[k] = conform(sub as JsonSchema, out[k], depth + 1, env);
    else if (required.includes(k)) out[k] = conform(sub as JsonSchema, undefined, depth + 1, env);
  }
  for (const k of required) if (!(k in out)) out[k] = 'string';
  return out;
}

function conformArray(s: Obj, v: unknown, depth: number, env: ConformEnv): unknown[] {
  const items: JsonSchema = isObj(s.items) || typeof s.items === 'boolean' ? s.items : {};
  let out = (Array.isArray(v) ? v : []).map((x) => conform(items, x, depth + 1, env));
  const min = typeof s.minItems === 'number' ? s.minItems : 0;
  while (out.length < min) out.push(conform(items, undefined, depth + 1, env));
  if (typeof s.maxItems === 'number') out = out.slice(0, s.maxItems);
  if (s.uniqueItems === true) out = out.filter((x, i) => out.findIndex((y) => JSON.stringify(y) === JSON.stringify(x)) === i);
  return out;
}

/** allOf parts folded into one schema (their properties and required lists joined), for repairing. */
export function mergeAllOf(schema: Obj, parts: unknown[]): Obj {
  let s: Obj = schema;
  for (const part of parts) {
    if (!isObj(part)) continue;
    const props = { ...(isObj(part.properties) ? part.properties : {}), ...(isObj(s.properties) ? s.properties : {}) };
    const required: unknown[] = [...(Array.isArray(part.required) ? (part.required as unknown[]) : []), ...(Array.isArray(s.required) ? (s.required as unknown[]) : [])];
    s = { ...part, ...s, properties: props, required };
  }
  return s;
}

/** `value` changed as little as needed to satisfy `schema` (undefined = generate one). */
export function conform(raw: JsonSchema, value: unknown, depth = 0, env: ConformEnv = PLAIN): unknown {
  const schema = env.resolve(raw);
  if (typeof schema === 'boolean' || depth > MAX_DEPTH) return value;
  const fits = (v: unknown) => (env.problems(schema, v) ?? []).length === 0;
  if (value !== undefined && fits(value)) return value;
  if (value === undefined) {
    value = env.fresh(schema);
    if (value !== undefined && fits(value)) return value;
  }
  if (Array.isArray(schema.allOf)) {
    const { allOf, ...rest } = schema;
    const merged = conform(mergeAllOf(rest, allOf.map((p) => env.resolve(p as JsonSchema))), value, depth + 1, env);
    if (fits(merged)) return merged;
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum.includes(value) ? value : schema.enum.find((e) => e !== null) ?? schema.enum[0];
  if (value === null && nullable(schema)) return null;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches)) continue;
    for (const raw of branches as JsonSchema[]) {
      const { [key]: _dropped, ...rest } = schema;
      const b = env.resolve(raw);
      const merged = typeof b === 'object' ? { ...rest, ...b } : b;
      // The value as repaired for this branch, else a fresh one: a value two branches accept breaks oneOf.
      for (const candidate of [conform(merged, value, depth + 1, env), conform(merged, undefined, depth + 1, env)]) {
        if (fits(candidate)) return candidate;
      }
    }
  }
  const s = Array.isArray(schema.allOf) ? mergeAllOf(schema, schema.allOf.map((p) => env.resolve(p as JsonSchema))) : schema;
  switch (typeOf(s, value) ?? 'other') {
    case 'object': return conformObject(s, value, depth, env);
    case 'array': return conformArray(s, value, depth, env);
    case 'string': return conformString(s, value);
    case 'integer': return conformNumber(s, value, true);
    case 'number': return conformNumber(s, value, s.format === 'int32' || s.format === 'int64');
    case 'boolean': return typeof value === 'boolean' ? value : true;
    default: return value ?? {};
  }
}
