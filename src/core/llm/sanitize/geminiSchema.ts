// Rewrites a tool's parameter schema into Gemini's subset of the OpenAPI 3.0 Schema object (@google/genai `Schema`):
// one type per node, string enums, items only on arrays, properties only on objects, anyOf instead of oneOf/allOf.
// Only keywords that mean the same in JSON Schema are emitted, so the result also suits `parametersJsonSchema`.
import { asList, compilesAsRegex, isRecord, type JsonObject, MAX_SCHEMA_DEPTH, nonNegativeInt } from './schemaUtil';

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);
// Formats the Gemini API's discovery document lists per type (the SDK names more; this is the set both accept).
const FORMATS: Record<string, ReadonlySet<string>> = {
  string: new Set(['date-time']),
  number: new Set(['float', 'double']),
  integer: new Set(['int32', 'int64']),
};
const MAX_NOTE_CHARS = 300;

/** allOf parts folded into one node: properties and required united, the node's own keywords win. */
function mergeAllOf(node: JsonObject, depth: number): JsonObject {
  if (!Array.isArray(node.allOf) || depth > MAX_SCHEMA_DEPTH) return node;
  const { allOf, ...rest } = node;
  let merged: JsonObject = rest;
  for (const raw of allOf as unknown[]) {
    if (!isRecord(raw)) continue;
    const part = mergeAllOf(raw, depth + 1);
    const properties = { ...(isRecord(part.properties) ? part.properties : {}), ...(isRecord(merged.properties) ? merged.properties : {}) };
    const required = [...asList(part.required), ...asList(merged.required)];
    merged = { ...part, ...merged, ...(Object.keys(properties).length > 0 ? { properties } : {}), ...(required.length > 0 ? { required } : {}) };
  }
  return merged;
}

function declaredType(value: unknown): string | undefined {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.find((t): t is string => typeof t === 'string' && TYPES.has(t));
}

function enumValues(node: JsonObject): unknown[] | undefined {
  const values = Array.isArray(node.enum) ? node.enum : node.const !== undefined ? [node.const] : undefined;
  const kept = values?.filter((v) => v !== null);
  return kept && kept.length > 0 ? kept : undefined;
}

function inferType(node: JsonObject): string | undefined {
  const declared = declaredType(node.type);
  if (declared) return declared;
  if (isRecord(node.properties) || Array.isArray(node.required) || node.additionalProperties !== undefined) return 'object';
  if (node.items !== undefined || node.prefixItems !== undefined) return 'array';
  if (enumValues(node)?.every((v) => typeof v === 'string') || typeof node.pattern === 'string' || node.minLength !== undefined || node.maxLength !== undefined) return 'string';
  if (typeof node.minimum === 'number' || typeof node.maximum === 'number') return 'number';
  return undefined;
}

function note(description: unknown, text: string): string {
  const base = typeof description === 'string' ? `${description} ` : '';
  const full = `${base}${text}`;
  return full.length > base.length + MAX_NOTE_CHARS ? `${full.slice(0, base.length + MAX_NOTE_CHARS - 1)}…` : full;
}

function copyCount(out: JsonObject, node: JsonObject, key: string): void {
  const n = nonNegativeInt(node[key]);
  if (n !== undefined) out[key] = n;
}

function bound(node: JsonObject, key: 'minimum' | 'maximum'): number | undefined {
  const exclusive = key === 'minimum' ? node.exclusiveMinimum : node.exclusiveMaximum;
  const value = typeof node[key] === 'number' ? node[key] : exclusive;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function byType(out: JsonObject, node: JsonObject, type: string, depth: number): void {
  if (typeof node.format === 'string' && FORMATS[type]?.has(node.format)) out.format = node.format;
  if (type === 'string') {
    if (typeof node.pattern === 'string' && compilesAsRegex(node.pattern)) out.pattern = node.pattern;
    copyCount(out, node, 'minLength');
    copyCount(out, node, 'maxLength');
  } else if (type === 'number' || type === 'integer') {
    const min = bound(node, 'minimum');
    const max = bound(node, 'maximum');
    if (min !== undefined) out.minimum = min;
    if (max !== undefined) out.maximum = max;
  } else if (type === 'array') {
    const tuple = Array.isArray(node.items) ? node.items : Array.isArray(node.prefixItems) ? node.prefixItems : undefined;
    const items: unknown = tuple ? tuple[0] : node.items;
    // An array must say what it holds; unknown items are most often strings (query lists).
    out.items = items === undefined ? { type: 'string' } : sanitizeGeminiSchema(items, depth + 1);
    copyCount(out, node, 'minItems');
    copyCount(out, node, 'maxItems');
  } else if (type === 'object') {
    const properties = isRecord(node.properties) ? node.properties : {};
    // An object without known properties is left open rather than declared with an empty map.
    if (Object.keys(properties).length > 0) out.properties = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, sanitizeGeminiSchema(v, depth + 1)]));
    const required = Array.isArray(node.required) ? [...new Set(node.required.filter((r): r is string => typeof r === 'string' && r in properties))] : [];
    if (required.length > 0) out.required = required;
    copyCount(out, node, 'minProperties');
    copyCount(out, node, 'maxProperties');
  }
}

/** A default of another type than the schema's would contradict it. */
function defaultFits(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  return (type === 'string' || type === 'number' || type === 'boolean') && typeof value === type;
}

/** oneOf and anyOf alternatives that have a type (a typeless or null alternative cannot be declared). */
function variants(node: JsonObject, depth: number): JsonObject[] {
  const raw = [...asList(node.anyOf), ...asList(node.oneOf)];
  return raw.map((v) => sanitizeGeminiSchema(v, depth + 1)).filter((v) => v.type !== undefined || v.anyOf !== undefined);
}

export function sanitizeGeminiSchema(schema: unknown, depth = 0): JsonObject {
  if (!isRecord(schema) || depth > MAX_SCHEMA_DEPTH) return {};
  const node = mergeAllOf(schema, depth);
  const type = inferType(node);
  const out: JsonObject = type ? { type } : {};
  if (typeof node.title === 'string') out.title = node.title;
  if (typeof node.description === 'string') out.description = node.description;
  const values = enumValues(node);
  if (values && type === 'string' && values.every((v) => typeof v === 'string')) out.enum = values;
  else if (values) out.description = note(out.description, `Allowed values: ${values.map((v) => JSON.stringify(v)).join(', ')}.`);
  if (type && defaultFits(node.default, type)) out.default = node.default;
  if (type) byType(out, node, type, depth);
  const alternatives = variants(node, depth);
  if (alternatives.length === 1 && !type) return { ...alternatives[0], ...out };
  if (alternatives.length > 1 && !type) out.anyOf = alternatives;
  return out;
}

/** The root of a tool's parameters: always an object schema. */
export function sanitizeGeminiRoot(schema: unknown): JsonObject {
  const out = sanitizeGeminiSchema(isRecord(schema) ? { ...schema, type: 'object' } : { type: 'object' });
  return { ...out, properties: isRecord(out.properties) ? out.properties : {} };
}
