// A realistic value for a response schema: enum/const, then format, then the field's name, then the schema's
// constraints; repaired by conform() and checked with formats. $refs are followed as the value grows (a context); past
// the depth or size budget a value is the smallest the schema accepts, never a free string. Deterministic per seed.
import type { Faker } from '@faker-js/faker';
import type { JsonSchema } from '../openapi';
import { conform, mergeAllOf } from './conform';
import { plainContext, type SchemaContext } from './context';
import { fakeNumber, fakeString, fakeWords } from './leafValues';
import { patternSample } from './patternSample';
import { compilePattern } from './regex';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Ctx {
  f: Faker;
  /** Values built so far: past a budget, objects get their required properties only. */
  nodes: number;
  schemas: SchemaContext;
}

const MAX_DEPTH = 14;
const NODE_BUDGET = 2_000;
// Past this many values (or MAX_DEPTH), every value is the smallest its schema accepts.
const HARD_BUDGET = 20_000;
// Required properties that require themselves again (a schema no finite value meets) stop here.
const LEAST_DEPTH = 64;

function typeOf(s: Obj): string | undefined {
  const t = s.type;
  const types = (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string' && x !== 'null');
  if (types[0]) return types[0];
  if (isObj(s.properties) || s.additionalProperties !== undefined || Array.isArray(s.required)) return 'object';
  if (s.items !== undefined) return 'array';
  if (typeof s.pattern === 'string' || typeof s.format === 'string' || typeof s.minLength === 'number') return 'string';
  if (typeof s.minimum === 'number' || typeof s.maximum === 'number') return 'number';
  return undefined;
}

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/(ss|x|ch|sh)es$/, '$1').replace(/([^s])s$/, '$1');

function str(ctx: Ctx, s: Obj, name: string, parents: string[]): string {
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  const re = typeof s.pattern === 'string' ? compilePattern(s.pattern) : null;
  let out = fakeString(ctx.f, s, name, parents);
  if (re && (out === null || !re.test(out))) out = patternSample(s.pattern as string, min) ?? out;
  out ??= fakeWords(ctx.f);
  // A date-time sized for milliseconds ("2024-05-17T09:30:00.000Z", as some specs fix at 24 characters).
  if (s.format === 'date-time' && out.length < min && /Z$/.test(out)) out = out.replace(/Z$/, '.000Z');
  if (out.length < min) out = (out + ' ' + ctx.f.lorem.words(Math.ceil(min / 4) + 1)).slice(0, Math.max(min, out.length));
  if (out.length < min) out = out.padEnd(min, 'x');
  if (out.length > max) out = out.slice(0, max);
  return out;
}

function num(ctx: Ctx, s: Obj, name: string, integer: boolean): number {
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.exclusiveMinimum === true && typeof s.minimum === 'number' ? s.minimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.exclusiveMaximum === true && typeof s.maximum === 'number' ? s.maximum : undefined;
  const step = integer ? 1 : 0.01;
  const lo = exMin !== undefined ? exMin + step : typeof s.minimum === 'number' ? s.minimum : -Infinity;
  const hi = exMax !== undefined ? exMax - step : typeof s.maximum === 'number' ? s.maximum : Infinity;
  let n = fakeNumber(ctx.f, name, integer, lo, hi);
  if (typeof s.multipleOf === 'number' && s.multipleOf > 0) n = Math.ceil(n / s.multipleOf) * s.multipleOf;
  return n;
}

const requiredOf = (s: Obj) => new Set(Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === 'string') : []);

function obj(ctx: Ctx, s: Obj, depth: number, parents: string[]): Obj {
  const out: Obj = {};
  const props = isObj(s.properties) ? s.properties : {};
  const required = requiredOf(s);
  const everything = depth <= 3 && ctx.nodes < NODE_BUDGET;
  for (const [k, raw] of Object.entries(props)) {
    if (!isObj(raw) && typeof raw !== 'boolean') continue;
    const sub = ctx.schemas.resolve(raw);
    if (!required.has(k) && (!everything || (isObj(sub) && (sub.writeOnly === true || sub.deprecated === true || 'x-circular-ref' in sub || 'x-truncated-ref' in sub)))) continue;
    out[k] = gen(ctx, sub, depth + 1, k, parents);
  }
  for (const k of required) if (!(k in out)) out[k] = isObj(s.additionalProperties) ? gen(ctx, s.additionalProperties, depth + 1, k, parents) : fakeWords(ctx.f);
  const extra = s.additionalProperties;
  if (Object.keys(props).length === 0 && (isObj(extra) || extra === true) && !isObj(s.patternProperties)) {
    const count = Math.max(typeof s.minProperties === 'number' ? s.minProperties : 0, depth <= 2 ? 2 : 1);
    for (let i = 0; i < count; i++) {
      const key = ctx.f.helpers.slugify(ctx.f.word.noun()).toLowerCase() + (i > 0 && Object.keys(out).length < i + 1 ? `_${i}` : '');
      out[key] = isObj(extra) ? gen(ctx, extra, depth + 1, key, parents) : fakeWords(ctx.f);
    }
  }
  // maxProperties: the optional ones go, the last first, until the object fits.
  const max = typeof s.maxProperties === 'number' ? s.maxProperties : Infinity;
  for (const k of Object.keys(out).reverse()) if (Object.keys(out).length > max && !required.has(k)) delete out[k];
  return out;
}

function arr(ctx: Ctx, s: Obj, depth: number, name: string, parents: string[]): unknown[] {
  const items: JsonSchema = isObj(s.items) || typeof s.items === 'boolean' ? s.items : {};
  const min = typeof s.minItems === 'number' ? s.minItems : 0;
  const max = typeof s.maxItems === 'number' ? s.maxItems : Infinity;
  const want = Math.min(max, Math.max(min, depth <= 1 ? 3 : depth <= 3 && ctx.nodes < NODE_BUDGET ? 2 : 1));
  const out: unknown[] = [];
  const seen = new Set<string>();
  for (let tries = 0; out.length < want && tries < want * 3; tries++) {
    const v = gen(ctx, items, depth + 1, singular(name), parents);
    const key = JSON.stringify(v);
    if (s.uniqueItems === true && seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  return out;
}

/**
 * For a oneOf/anyOf schema: the value `make` builds for the first branch (the rest of the schema merged in) that the
 * whole schema accepts, else for the first branch (a value two branches accept would break oneOf); undefined for others.
 */
function viaBranches(ctx: Ctx, s: Obj, make: (branch: JsonSchema) => unknown): { value: unknown } | undefined {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = s[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const { [key]: _dropped, ...rest } = s;
    let first: unknown;
    for (const b of branches as JsonSchema[]) {
      const branch = ctx.schemas.resolve(b);
      const candidate = make(typeof branch === 'object' ? { ...rest, ...branch } : branch);
      if (first === undefined) first = candidate;
      if ((ctx.schemas.problems(s, candidate) ?? []).length === 0) return { value: candidate };
    }
    return { value: first };
  }
  return undefined;
}

const isNull = (s: JsonSchema) => isObj(s) && (s.type === 'null' || s.const === null);

/** Whether null is a value of this (resolved) schema: nullable, a null type or enum value, a null anyOf/oneOf branch. */
function allowsNull(ctx: Ctx, s: Obj): boolean {
  if (s.nullable === true || isNull(s) || (Array.isArray(s.type) && s.type.includes('null')) || (Array.isArray(s.enum) && s.enum.includes(null))) return true;
  return [s.anyOf, s.oneOf].some((branches) => Array.isArray(branches) && branches.some((b) => isNull(ctx.schemas.resolve(b as JsonSchema))));
}

/** The smallest value `schema` accepts: null where allowed, the first enum value, required properties only, minItems items. */
function least(ctx: Ctx, raw: JsonSchema, depth: number, name: string, parents: string[]): unknown {
  const s = ctx.schemas.resolve(raw);
  if (typeof s === 'boolean') return s ? null : undefined;
  if (allowsNull(ctx, s) || depth > LEAST_DEPTH) return null;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  const branch = viaBranches(ctx, s, (b) => least(ctx, b, depth, name, parents));
  if (branch) return branch.value;
  if (Array.isArray(s.allOf)) {
    const { allOf, ...rest } = s;
    return least(ctx, mergeAllOf(rest, allOf.map((p) => ctx.schemas.resolve(p as JsonSchema))), depth + 1, name, parents);
  }
  const next = name === '' ? parents : [name, ...parents];
  switch (typeOf(s)) {
    case 'object': {
      const props = isObj(s.properties) ? s.properties : {};
      const extra = isObj(s.additionalProperties) ? s.additionalProperties : {};
      return Object.fromEntries([...requiredOf(s)].map((k) => [k, least(ctx, (props[k] as JsonSchema | undefined) ?? extra, depth + 1, k, next)]));
    }
    case 'array': {
      const items: JsonSchema = isObj(s.items) || typeof s.items === 'boolean' ? s.items : {};
      return Array.from({ length: typeof s.minItems === 'number' ? s.minItems : 0 }, () => least(ctx, items, depth + 1, singular(name), parents));
    }
    case 'string': return str(ctx, s, name, parents);
    case 'integer': return num(ctx, s, name, true);
    case 'number': return num(ctx, s, name, s.format === 'int32' || s.format === 'int64');
    case 'boolean': return false;
    case undefined:
    default: return null;
  }
}

/** A value for `schema` in field `name` under `parents` (nearest first), before repair. */
function gen(ctx: Ctx, raw: JsonSchema, depth: number, name: string, parents: string[]): unknown {
  ctx.nodes++;
  const schema = ctx.schemas.resolve(raw);
  if (typeof schema === 'boolean') return schema ? fakeWords(ctx.f) : undefined;
  if (depth > MAX_DEPTH || ctx.nodes > HARD_BUDGET) return least(ctx, schema, depth, name, parents);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const choices = schema.enum.filter((e) => e !== null);
    return choices.length > 0 ? ctx.f.helpers.arrayElement(choices) : null;
  }
  if ('default' in schema && schema.default !== null && typeof schema.default !== 'object' && depth > 1) return schema.default;
  const branch = viaBranches(ctx, schema, (b) => gen(ctx, b, depth, name, parents));
  if (branch) return branch.value;
  if (Array.isArray(schema.allOf)) {
    // Folded into one schema and generated again: a part's enum, format or own allOf then applies.
    const { allOf, ...rest } = schema;
    // One level deeper: an allOf that includes itself ends at the depth budget.
    return gen(ctx, mergeAllOf(rest, allOf.map((p) => ctx.schemas.resolve(p as JsonSchema))), depth + 1, name, parents);
  }
  const s = schema;
  const next = name === '' ? parents : [name, ...parents];
  switch (typeOf(s)) {
    case 'object': return obj(ctx, s, depth, next);
    case 'array': return arr(ctx, s, depth, name, parents);
    case 'string': return str(ctx, s, name, parents);
    case 'integer': return num(ctx, s, name, true);
    case 'number': return num(ctx, s, name, s.format === 'int32' || s.format === 'int64');
    case 'boolean': return ctx.f.datatype.boolean();
    case undefined:
    default: return isObj(s.properties) ? obj(ctx, s, depth, next) : fakeWords(ctx.f);
  }
}

/** FNV-1a of the text: the seed of one answer (operation + request), so the same request gets the same answer. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A realistic value valid against `schema` where one can be built (repaired by conform otherwise), seeded by `seed`;
 * `schemas`: the spec's context when `schema` is raw ($refs intact), plainContext when it has none.
 */
export function generate(f: Faker, schema: JsonSchema, seed: number, name = '', schemas: SchemaContext = plainContext): unknown {
  f.seed(seed);
  const value = gen({ f, nodes: 0, schemas }, schema, 0, name, []);
  return (schemas.problems(schema, value) ?? []).length === 0 ? value : repair(f, schema, value, schemas, name);
}

/** `value` changed as little as needed to fit `schema` (conform), parts it lacks given their smallest values. */
export function repair(f: Faker, schema: JsonSchema, value: unknown, schemas: SchemaContext = plainContext, name = ''): unknown {
  const ctx: Ctx = { f, nodes: 0, schemas };
  return conform(schema, value, 0, { ...schemas, fresh: (s) => least(ctx, s, 0, name, []) });
}
